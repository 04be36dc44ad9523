/**
 * The account selector's "Add Account" entry: choosing it opens the add-account form instead of
 * switching accounts (a small module of its own, so the layout does not load the form's schemas).
 */
export const ADD_ACCOUNT_OPTION = "__add";
