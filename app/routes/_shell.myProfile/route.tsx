import { defer, redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DialogLink } from "~/components/dialogs";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { t } from "~/i18n/profile";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { DeleteProfileDialog } from "./DeleteProfileDialog";
import { deleteProfile, profileStep, readProfile, resendCode, STEP_URL, updateProfile, userOf, verifyCode } from "./profile.server";
import { ProfileForm } from "./ProfileForm";
import { ProfileOtp } from "./ProfileOtp";
import { alternateKind, needsPassword } from "./schema";
import profileStyles from "~/styles/profile.css?url";
import { pageTitle, stylesheets } from "~/components/head";
import { useResetState } from "~/components/use-reset-state";

/** The operator's profile (name, alternate contact) streams in behind the page's title. */
export const loader = withOperator(async ({ request, op }) => {
  const session = requireUser(op);
  return defer({ profile: readProfile(op), ...userOf(session), ...profileStep(session, new URL(request.url)) });
});

export const action = withOperator(async ({ request, op }) => {
  requireUser(op);
  const formData = await request.formData();
  switch (String(formData.get("intent") ?? "")) {
    case "delete":
      return deleteProfile(op, formData);
    case "verify":
      return verifyCode(op, formData);
    case "resend":
      return resendCode(op);
    case "back":
      return redirect(STEP_URL.edit);
    default:
      return updateProfile(op, formData);
  }
});

export default function MyProfile() {
  const { profile, userName, userType, otp, draft } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // Each form takes the answer to its own submission (its `intent` comes back with what was sent).
  const answerTo = (intent: string) => (answer && answer.initialValue?.intent === intent ? answer : null);
  const [params] = useSearchParams();
  const [deleting, setDeleting] = useResetState(params.get("delete") === "1", params);
  return (
    <section className="card profile">
      <h1>{t("profile.title")}</h1>
      <Deferred resolve={profile} skeleton={<Skeleton className="skeleton-profile" />}>
        {(p) => {
          const shownName = p.name || userName;
          const defaults = draft ?? { name: p.name, altrContact: p.altrContact };
          return (
            <>
              <div className="profile-head">
                <span className="avatar profile-avatar" role="img" aria-label={t("profile.avatar", { name: shownName })}>
                  {shownName.trim().charAt(0).toUpperCase() || "?"}
                </span>
                <div className="profile-who">
                  <p className="profile-name">{shownName}</p>
                  <p className="profile-user">{userName}</p>
                  <p>{t("profile.loggedAs", { type: userType })}</p>
                </div>
                <DialogLink
                  className="btn btn-outline profile-delete"
                  to="/myProfile?delete=1"
                  aria-label={t("profile.delete")}
                  onOpen={() => setDeleting(true)}
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Z" />
                  </svg>
                </DialogLink>
              </div>
              {p.error ? <PartMessage message={p.error} className="part-message-block" /> : null}
              {otp ? (
                <ProfileOtp key={`${otp.name}|${otp.altrContact}`} altrContact={otp.altrContact} resent={otp.resent} lastResult={answerTo("verify")} />
              ) : (
                <ProfileForm
                  key={`${defaults.name}|${defaults.altrContact}`}
                  kind={alternateKind(userType)}
                  defaults={defaults}
                  lastResult={answerTo("update")}
                />
              )}
            </>
          );
        }}
      </Deferred>
      {deleting ? <DeleteProfileDialog withPassword={needsPassword(userType)} lastResult={answerTo("delete")} onCancel={() => setDeleting(false)} /> : null}
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("profile.title"));

export const links: LinksFunction = () => stylesheets(profileStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
