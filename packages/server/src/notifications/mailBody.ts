/**
 * An e-mail's two parts from one content: the text part and the HTML part say the same, in the
 * same order — the greeting, the paragraphs, the link, the settings line.
 */
import { type AppLanguageCode, languageTag } from '@vitrine/contract';

export interface MailParts {
  greeting: string;
  paragraphs: readonly string[];
  /** `line` is the link as the text part writes it ('Voir la commande : https://…'). */
  link?: { label: string; href: string; line: string };
  optOut: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: what users wrote (a pseudo, a message) stays text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

export function renderMail(parts: MailParts, lng: AppLanguageCode): { text: string; html: string } {
  const link = parts.link;
  const text = [parts.greeting, ...parts.paragraphs, ...(link ? [link.line] : []), parts.optOut].join('\n\n');
  const paragraph = (body: string, style = '') =>
    `<p style="margin:0 0 14px;${style}">${escapeHtml(body).replace(/\n/g, '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${languageTag(lng)}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Georgia,serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px">',
    paragraph(parts.greeting),
    ...parts.paragraphs.map((body) => paragraph(body)),
    link
      ? `<p style="margin:0 0 14px"><a href="${escapeHtml(link.href)}" style="color:#1a1a1a">${escapeHtml(link.label)}</a></p>`
      : '',
    paragraph(parts.optOut, 'color:#6b6b6b;font-size:13px'),
    '</body></html>',
  ].join('');
  return { text, html };
}
