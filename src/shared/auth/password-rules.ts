// The password rule of SPEC 5 (8+ chars, lower, upper, digit, special) as a live checklist, plus
// the common-password check of DESIGN.md section 5.

export const PASSWORD_MAX_LENGTH = 128;

export const passwordRules = [
  { id: 'length', label: 'Pelo menos 8 caracteres', test: (p: string) => p.length >= 8 },
  { id: 'lower', label: 'Uma letra minúscula', test: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: 'Uma letra maiúscula', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'Um número', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: 'Um caractere especial (ex.: ! @ # $ %)',
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
  },
] as const;

export function meetsPasswordRules(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && passwordRules.every((r) => r.test(password));
}

/** The checklist shown as a new password is typed: the five rules, then "Não é uma senha comum". */
export const passwordChecklist = [
  ...passwordRules,
  {
    id: 'common',
    label: 'Não é uma senha comum',
    test: (p: string) => p.length > 0 && !isCommonPassword(p),
  },
] as const;

export type PasswordChecklistLine = (typeof passwordChecklist)[number]['id'];

/** Each line of the checklist, met or not: what the checklist ticks and the submit button waits on. */
export function checkPasswordRules(password: string): Record<PasswordChecklistLine, boolean> {
  return Object.fromEntries(passwordChecklist.map((r) => [r.id, r.test(password)])) as Record<
    PasswordChecklistLine,
    boolean
  >;
}

/** Every line of the checklist is green (within the maximum length): the password the server takes. */
export function passesPasswordChecklist(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && Object.values(checkPasswordRules(password)).every(Boolean);
}

// Words that top the leaked-password lists (and their pt-BR favourites). A password that is one of
// them decorated with case, digits, symbols or leetspeak passes the rules but is guessed first.
const COMMON_WORDS = new Set([
  'password',
  'passw0rd',
  'senha',
  'minhasenha',
  'mudar',
  'mudarsenha',
  'trocar',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'abc',
  'abcd',
  'abcdef',
  'abcdefg',
  'abcdefgh',
  'admin',
  'administrador',
  'root',
  'user',
  'usuario',
  'teste',
  'test',
  'welcome',
  'bemvindo',
  'iloveyou',
  'teamo',
  'amor',
  'amormeu',
  'meuamor',
  'brasil',
  'brazil',
  'flamengo',
  'corinthians',
  'palmeiras',
  'santos',
  'saopaulo',
  'gremio',
  'vasco',
  'cruzeiro',
  'botafogo',
  'internacional',
  'jesus',
  'deus',
  'deusefiel',
  'familia',
  'casamento',
  'noiva',
  'noivo',
  'princesa',
  'monkey',
  'dragon',
  'football',
  'futebol',
  'letmein',
  'sunshine',
  'master',
  'shadow',
  'baseball',
  'superman',
  'batman',
  'michael',
  'jennifer',
  'charlie',
  'daniel',
  'gabriel',
  'lucas',
  'mateus',
  'maria',
  'joao',
  'ana',
  'pedro',
  'juliana',
  'fernanda',
  'amanda',
  'beatriz',
  'carlos',
  'rafael',
  'bruno',
  'felipe',
  'love',
  'lovely',
  'secret',
  'segredo',
  'login',
  'acesso',
  'default',
  'changeme',
  'mypassword',
  'computer',
  'internet',
  'google',
  'facebook',
  'instagram',
  'whatsapp',
  'samsung',
  'apple',
  'pokemon',
  'naruto',
  'starwars',
  'matrix',
  'qazwsx',
  'qwe',
  'qweasd',
  'asd',
  'zaq',
  'aaa',
  'abc',
  'xyz',
]);

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** True when the password is a common word or sequence dressed up to pass the rules. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stripped = lower.replace(/[^a-z]/g, '');
  // Decoration sits at the ends ("P@ssw0rd1!"): leetspeak is read only inside the word.
  const unleet = lower
    .replace(/^[^a-z]+|[^a-z]+$/g, '')
    .replace(/[013457@$!]/g, (c) => LEET[c] ?? c)
    .replace(/[^a-z]/g, '');
  const digits = lower.replace(/\D/g, '');
  if (stripped.length === 0) return true;
  if (COMMON_WORDS.has(stripped) || COMMON_WORDS.has(unleet)) return true;
  // Keyboard or alphabet runs and one repeated character: "Aaaaaaa1!", "Abcdef1!"
  if (/^(.)\1+$/.test(stripped)) return true;
  if ('abcdefghijklmnopqrstuvwxyz'.includes(stripped) || 'qwertyuiopasdfghjklzxcvbnm'.includes(stripped))
    return true;
  // A short word padded with a digit run: "Ab@12345678"
  return (
    stripped.length <= 2 &&
    digits.length >= 4 &&
    ('01234567890'.includes(digits) || '9876543210'.includes(digits))
  );
}
