/** What a wizard's post carries, read the same way by every step of every online-sales wizard. */

/** A text field of the post; undefined when the post does not carry it (a disabled field, or another form of the step). */
export function posted(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
}

/** The one-time code of the code dialog: its six boxes (`otp`, a digit each) joined, without spaces. */
export function postedCode(formData: FormData): string {
  return formData
    .getAll("otp")
    .map((digit) => (typeof digit === "string" ? digit : ""))
    .join("")
    .replace(/\s/g, "");
}
