import styles from './Article.module.css';

/**
 * An article's rich text. The server sanitised it with sanitize-html when it
 * was saved and again when it was served (modules/content/sanitize.ts); only
 * help articles and news come through here, never text a buyer typed.
 */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (see above)
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
