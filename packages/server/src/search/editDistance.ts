/**
 * The edits between two words — a letter added, dropped, changed, or two neighbours swapped
 * (optimal string alignment) — counted on code points, so a kana or an accented letter is one.
 * A swap counts once: "hremes" is one typo of "hermes", as a shopper sees it. (The registry's
 * Levenshtein libraries count a swap as two changes.)
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // Three rows of the table are enough: the swap looks two rows back.
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, (before[j - 2] as number) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length] as number;
}
