import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ErrorDialog } from "~/components/ErrorDialog";
import { DeleteProfileDialog } from "~/components/profile/DeleteProfileDialog";
import { ProfileForm } from "~/components/profile/ProfileForm";
import { ProfileOtp } from "~/components/profile/ProfileOtp";
import { t } from "~/i18n/profile";
import { operatorFor } from "~/operator/client.server";
import { endSession, requireUser } from "~/operator/session.server";
import { alternateKind, needsPassword } from "~/profile/forms";
import { deleteStep, readProfile, updateStep, userOf } from "~/profile/profile.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireUser(request);
  const op = await operatorFor(request, session);
  const profile = await readProfile(op);
  const updated = new URL(request.url).searchParams.get("updated") === "1";
  return json({ profile, ...userOf(session), updated }, { headers: await op.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireUser(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const op = await operatorFor(request, session);
  if (intent === "delete") {
    const outcome = await deleteStep(op, session, formData);
    if ("done" in outcome) return endSession(session);
    return json(outcome.data, { status: outcome.status, headers: await op.headers() });
  }
  const outcome = await updateStep(op, session, ["update", "resend", "verify", "back"].includes(intent) ? intent : "back", formData);
  if ("done" in outcome) return redirect("/myProfile?updated=1", { headers: await op.headers() });
  return json(outcome.data, { status: outcome.status, headers: await op.headers() });
}

export default function MyProfile() {
  const { profile, userName, userType, updated } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [params] = useSearchParams();
  const [deleting, setDeleting] = useState(params.get("delete") === "1");
  useEffect(() => setDeleting(params.get("delete") === "1"), [params]);
  // Each answer opens its error afresh, even when it repeats the last message (e.g. a second wrong password).
  const [answers, setAnswers] = useState(0);
  useEffect(() => setAnswers((n) => n + 1), [data]);
  const kind = alternateKind(userType);
  const shownName = profile.name || userName;
  return (
    <section className="card profile">
      <h1>{t("profile.title")}</h1>
      {updated && !data ? (
        <p className="notice" role="status">
          {t("profile.updated")}
        </p>
      ) : null}
      <div className="profile-head">
        <span className="profile-avatar" role="img" aria-label={t("profile.avatar", { name: shownName })}>
          {shownName.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <div className="profile-who">
          <p className="profile-name">{shownName}</p>
          <p className="profile-user">{userName}</p>
          <p>{t("profile.loggedAs", { type: userType })}</p>
        </div>
        <Link
          className="btn btn-outline profile-delete"
          to="/myProfile?delete=1"
          aria-label={t("profile.delete")}
          preventScrollReset
          onClick={(e) => {
            e.preventDefault();
            setDeleting(true);
          }}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Z" />
          </svg>
        </Link>
      </div>
      {data?.step === "otp" ? (
        <ProfileOtp key={`${data.name}|${data.altrContact}`} name={data.name} altrContact={data.altrContact} otpError={data.otpError} resent={data.resent} />
      ) : (
        <ProfileForm
          key={`${profile.name}|${profile.altrContact}`}
          kind={kind}
          defaults={{ name: profile.name, altrContact: profile.altrContact }}
          data={data?.step === "edit" ? data : null}
        />
      )}
      {deleting ? (
        <DeleteProfileDialog
          withPassword={needsPassword(userType)}
          passwordError={data?.step === "delete" ? data.passwordError : null}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
      <ErrorDialog key={answers} message={data?.error ?? profile.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("profile.title")} | ${t("app.name")}` }];
