import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AppLink } from "~/components/AppLink";
import { t } from "~/i18n/shell";
import { Logo } from "~/components/Logo";
import { UserMenu } from "~/components/UserMenu";
import { ADD_ACCOUNT_OPTION } from "~/accounts/selector";
import { useAdoptSelected } from "~/forms/early-input";

interface Props {
  userName: string;
  accounts: Array<{ telephoneNo: string }>;
  selected: string | null;
  canAddAccount: boolean;
  home: string;
  /** Fibre and LTE order pages hide the selector and My Profile / Manage Connections. */
  orderPage: boolean;
  onAddAccount?: () => void;
}

function AccountSelector({ accounts, selected, canAddAccount, onAddAccount }: Pick<Props, "accounts" | "selected" | "canAddAccount" | "onAddAccount">) {
  const submit = useSubmit();
  const location = useLocation();
  const choose = (select: HTMLSelectElement) => {
    if (select.value === ADD_ACCOUNT_OPTION && onAddAccount) {
      // The dialog opens; the selector stays on the account that is selected.
      select.value = selected ?? "";
      onAddAccount();
      return;
    }
    submit(select.form);
  };
  // An account chosen before the page's code arrived is switched to once it has.
  const ref = useAdoptSelected(selected ?? "", () => {
    if (ref.current) choose(ref.current);
  });
  // React never writes the select's value once the page is hydrated: a controlled select is written again on every
  // render, and one render fell between the browser's change and its change event (the hydration that very event
  // forced), so the old account was sent. After each navigation the select shows the account the data says is selected.
  const shown = useRef({ selected, key: location.key });
  useEffect(() => {
    if (shown.current.selected === selected && shown.current.key === location.key) return;
    shown.current = { selected, key: location.key };
    if (ref.current) ref.current.value = selected ?? "";
  }, [selected, location.key, ref]);
  return (
    <Form method="post" action="/selectAccount" className="account-selector">
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <label htmlFor="account-select" className="narrow-visually-hidden">
        {t("account.selector")}
      </label>
      <select id="account-select" name="account" className="input" defaultValue={selected ?? ""} ref={ref} onChange={(e) => choose(e.currentTarget)}>
        {accounts.length === 0 ? <option value="">{t("account.none")}</option> : null}
        {accounts.map((a) => (
          <option key={a.telephoneNo} value={a.telephoneNo}>
            {a.telephoneNo}
          </option>
        ))}
        {canAddAccount ? <option value={ADD_ACCOUNT_OPTION}>{t("account.add")}</option> : null}
      </select>
      {/* Without JavaScript the choice is sent with a button; with it, on change. In <noscript>, so that
          the button never takes room before hydration and then moves the page when it goes. */}
      <noscript>
        <button type="submit" className="btn btn-outline">
          {t("account.change")}
        </button>
      </noscript>
    </Form>
  );
}

export function TopBar(props: Props) {
  return (
    <header className="topbar">
      <Logo to={props.home} />
      <div className="topbar-end">
        {props.orderPage ? null : <AccountSelector {...props} />}
        <UserMenu userName={props.userName} label={t("menu.label", { name: props.userName })} showName>
          {props.orderPage ? null : (
            <>
              <li>
                <AppLink to="/myProfile">{t("menu.myProfile")}</AppLink>
              </li>
              <li>
                <AppLink to="/manageConnections">{t("menu.manageConnections")}</AppLink>
              </li>
            </>
          )}
        </UserMenu>
      </div>
    </header>
  );
}
