/** "Anna de Vries" -> "AV"; one word gives one letter. Array.from keeps emoji and accents whole. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return (letter(first) + letter(last)).toLocaleUpperCase();
}
