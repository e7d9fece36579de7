/**
 * What a FAQ search looks for: the typed words, and the same words with a name of a thing put
 * for each other name of it (the help's synonyms): "批量盖章" also finds "批量签署", "batch sealing"
 * also finds "Batch signing". Lower case: the search ignores case.
 */
export function searchTerms(query: string, synonyms: string[][] = []): string[] {
  const words = query.trim().toLowerCase();
  if (!words) return [];
  const terms = new Set([words]);
  for (const group of synonyms) {
    const names = group.map((name) => name.toLowerCase());
    // The longest name the words hold stands for the group ("定时发送", not "定时", in "如何定时发送").
    const held = names.filter((name) => words.includes(name)).sort((a, b) => b.length - a.length)[0];
    if (held) for (const name of names) terms.add(words.replace(held, name));
  }
  return [...terms];
}
