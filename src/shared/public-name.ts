// The name shown to the public for a person (a product review): the first name and the initial
// of the last, 'Amina D.', or the one name given; never the login username, which would hand a
// password guesser half of what they need. No full name: null, and the screen says 'Traveller'
// in its language.
export function publicName(fullName: string | null | undefined): string | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) return words[0];
  // The first letter as a whole character (not half of a surrogate pair).
  const initial = Array.from(words[words.length - 1])[0].toLocaleUpperCase();
  return `${words[0]} ${initial}.`;
}
