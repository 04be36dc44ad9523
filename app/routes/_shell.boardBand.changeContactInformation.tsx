import { getFormProps, useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { loadProfile } from "~/broadband/context.server";
import { contactSchema } from "~/broadband/service-forms";
import { reply, requireSubscriber } from "~/broadband/services.server";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { SubmitButton, TextField } from "~/components/fields";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/broadband";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const profile = await loadProfile(ctx);
  return json({ fullName: profile?.fullname ?? "", email: profile?.email ?? "", mobile: profile?.phone ?? "" }, { headers: await ctx.op.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const submission = parseWithSchema(await request.formData(), { schema: contactSchema });
  if (submission.status !== "success") return reply(ctx, { result: submission.reply() }, 400);
  const v = submission.value;
  const outcome = await ctx.op.data(broadband.updateContact, { subscriberID: ctx.subscriberId, fillname: v.fullName, email: v.email, phone: v.mobile });
  if (!outcome.ok) return reply(ctx, { result: submission.reply(), error: outcome.message }, 400);
  return reply(ctx, { result: submission.reply(), success: t("bb.contact.success") });
}

export default function ChangeContactInformation() {
  const contact = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "bb-contact",
    lastResult: data?.result,
    defaultValue: contact,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: contactSchema }),
  });
  return (
    <section className="card bb-service">
      <h2>{t("bb.contact.title")}</h2>
      <Form method="post" {...getFormProps(form)}>
        <TextField field={fields.fullName} label={t("bb.contact.fullName")} autoComplete="name" />
        <TextField field={fields.email} label={t("bb.contact.email")} type="email" autoComplete="email" />
        <TextField field={fields.mobile} label={t("bb.contact.mobile")} type="tel" inputMode="numeric" autoComplete="tel" />
        <SubmitButton pending={t("app.wait")}>{t("bb.contact.submit")}</SubmitButton>
      </Form>
      <MessageDialog key={`s${data?.at}`} title={t("dialog.success")} message={data?.success} okLabel={t("bb.ok")} />
      <ErrorDialog key={`e${data?.at}`} message={data?.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("bb.contact.title")} | ${t("app.name")}` }];
