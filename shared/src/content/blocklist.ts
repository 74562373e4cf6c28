/**
 * Child safety: dictionary data carries adult, violent and crude senses. The build drops any
 * sense matching these patterns and any word on these lists; tests check that nothing shipped
 * (entries, passages, generated questions) contains them.
 */

/** Words never shipped, matched against the whole entry. */
export const BLOCKED_WORDS: ReadonlySet<string> = new Set([
  '啤酒', '酒吧', '喝醉', '醉', '抽烟', '吸烟', '烟', '香烟', '赌', '赌博', '死', '死亡', '自杀', '杀',
  '枪', '毒品', '吸毒', '性感', '裸', '妓女', '鬼', '骂', '打架', '战争', '武器', '监狱', '犯罪',
  '酒', '白酒', '葡萄酒', '喝酒', '醉酒', '尸体', '血',
]);

/** Characters whose presence anywhere in a word or passage blocks it. */
export const BLOCKED_CHARACTERS: ReadonlySet<string> = new Set([
  ...'杀毒赌嫖娼妓淫奸裸屎屁尿醉烟枪砍屠骂贱婊屌屄肏',
]);

/** English senses that must not reach a child. Matched case-insensitively on word boundaries. */
export const BLOCKED_SENSE_PATTERNS: readonly RegExp[] = [
  /\b(sex|sexual|sexy|erotic|porn\w*|obscen\w*|vulgar|lewd|nude|naked|brothel|prostitut\w*|whore|harlot)\b/i,
  /\b(penis|vagina|genital\w*|breasts?|nipple|testicles?|orgasm|masturbat\w*|condom|intercourse|aroused?)\b/i,
  /\b(rape|rapist|fuck\w*|shit\w*|bitch\w*|bastard|damn\w*|slut|cunt|dick|cock|arse|ass|crap|piss\w*|boob\w*|tits?|buttocks?|bum|fart\w*|hell|gay|lesbian|homosexual)\b/i,
  /\b(kill\w*|murder\w*|suicide|corpse|slaughter\w*|execut(e|ion)|massacre|behead\w*|gun|rifle|bomb\w*)\b/i,
  /\b(drug|drugs|cocaine|heroin|opium|marijuana|narcotic\w*|gambl\w*|casino|alcohol\w*|liquor|drunk\w*|beer|wine|cigarettes?|tobacco|smok(e|ing))\b/i,
  /\b(slang|vulgar|offensive|derog\w*|pejorative|insult\w*|swear\w*|curse)\b/i,
];

export function isBlockedSense(sense: string): boolean {
  return BLOCKED_SENSE_PATTERNS.some((pattern) => pattern.test(sense));
}

export function isBlockedChinese(text: string): boolean {
  if (BLOCKED_WORDS.has(text)) return true;
  for (const char of text) if (BLOCKED_CHARACTERS.has(char)) return true;
  return false;
}
