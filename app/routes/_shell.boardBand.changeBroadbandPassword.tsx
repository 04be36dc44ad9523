import { getFormProps, useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import * as broadband from "#contracts/broadband";
import { passwordSchema } from "~/broadband/service-forms";
import { reply, requireSubscriber } from "~/broadband/services.server";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { PasswordField, SubmitButton } from "~/components/fields";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/broadband";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireSubscriber(request);
  return json({}, { headers: await ctx.op.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireSubscriber(request);
  const submission = parseWithSchema(await request.formData(), { schema: passwordSchema });
  if (submission.status !== "success") return reply(ctx, { result: submission.reply({ hideFields: ["currentPassword", "newPassword"] }) }, 400);
  const { currentPassword, newPassword } = submission.value;
  const outcome = await ctx.op.data(broadband.changeBbPassword, { subscriberID: ctx.subscriberId, currentpass: currentPassword, newpass: newPassword });
  if (!outcome.ok) return reply(ctx, { result: submission.reply(), error: outcome.message }, 400);
  return reply(ctx, { result: submission.reply({ resetForm: true }), success: t("bb.password.success") });
}

export default function ChangeBroadbandPassword() {
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "bb-password",
    lastResult: data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: passwordSchema }),
  });
  return (
    <section className="card bb-service">
      <h2>{t("bb.password.title")}</h2>
      <Form method="post" {...getFormProps(form)}>
        <PasswordField field={fields.currentPassword} label={t("bb.password.current")} autoComplete="current-password" />
        <PasswordField field={fields.newPassword} label={t("bb.password.new")} autoComplete="new-password" />
        <SubmitButton pending={t("app.wait")}>{t("bb.password.submit")}</SubmitButton>
      </Form>
      <MessageDialog key={`s${data?.at}`} title={t("dialog.success")} message={data?.success} okLabel={t("bb.ok")} />
      <ErrorDialog key={`e${data?.at}`} message={data?.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("bb.password.title")} | ${t("app.name")}` }];
