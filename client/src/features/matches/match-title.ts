/** A scheduled race's title in the reader's language: its Chinese title in Chinese, where it has one. */
export function matchTitle(match: { title: string; titleZh?: string | null }, language: string): string {
  return language === 'zh' && match.titleZh ? match.titleZh : match.title;
}
