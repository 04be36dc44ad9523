/** The words of a person's name without titles and suffixes ("Mr. Phillip Conn DVM" → Phillip, Conn). */
const notNames = new Set(["mr", "mrs", "ms", "miss", "dr", "rev", "prof", "dvm", "md", "phd", "jr", "sr", "ii", "iii", "iv", "v", "i"]);

export function nameWords(name: string): string[] {
  return name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z'-]/g, ""))
    .filter((w) => w && !notNames.has(w.toLowerCase()));
}

/** "N. Perera" */
export function withInitials(name: string): string {
  const words = nameWords(name);
  const last = words.pop() ?? name.trim();
  return [...words.map((w) => `${w[0]!.toUpperCase()}.`), last].join(" ");
}
