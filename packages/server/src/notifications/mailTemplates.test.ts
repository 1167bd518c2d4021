/**
 * Every e-mail, rendered in each of the five languages, speaks that language only: no word of
 * its text or HTML part belongs to another language's texts (and not to its own), and no date or
 * amount is written another language's way. The words of each language are read from its own
 * texts, so a text left untranslated, a text taken from the wrong language or a date written in
 * the wrong locale is caught.
 */
import { type AppLanguageCode, LANGUAGES, ORDER_STATES, type OrderState } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { composeOrderMail, type OrderFacts, type OrderMailKind } from '../orders/orderMails.js';
import { ACTIVITY_MAIL_TEXTS } from './activityTexts.js';
import { composeLikeDigest } from './likeDigests.js';
import { COMMON_MAIL_TEXTS, type MailNamespace } from './mailTexts.js';
import { type MailContent, readerOf, renderFor } from './mailUser.js';
import { composeMessagesMail } from './messageMails.js';
import { ORDER_MAIL_TEXTS } from './orderTexts.js';

/** A reader in each language lives in the language's own country. */
const COUNTRY: Record<AppLanguageCode, string> = { fr: 'FR', en: 'GB', it: 'IT', jp: 'JP', ru: 'RU' };
const LOCALE: Record<AppLanguageCode, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  it: 'it-IT',
  jp: 'ja-JP',
  ru: 'ru-RU',
};

/** A moment and amounts every e-mail writes: their words in each locale count as its own. */
const AT = new Date('2026-11-30T07:27:00Z');
const PAID = { amount: 123_450, currency: 'EUR' };
const PRICE = { amount: 150_000, currency: 'JPY' };
const PAYOUT = { amount: 135_000, currency: 'JPY' };

function wordsOf(text: string, lng: AppLanguageCode): Set<string> {
  const segmenter = new Intl.Segmenter(LOCALE[lng], { granularity: 'word' });
  return new Set(
    Array.from(segmenter.segment(text))
      // Numbers belong to no language.
      .filter((part) => part.isWordLike && !/^\d+$/.test(part.segment))
      .map((part) => part.segment.toLocaleLowerCase(LOCALE[lng])),
  );
}

/** Every string of a resource tree, placeholders removed. */
function stringsOf(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree.replace(/\{\{\w+\}\}/g, ' ')];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(stringsOf);
  return [];
}

/** How each locale writes the e-mails' date and amounts: the test's own reference, straight from Intl. */
function writtenIn(lng: AppLanguageCode): string[] {
  const date = new Intl.DateTimeFormat(LOCALE[lng], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(AT);
  const amounts = [PAID, PRICE, PAYOUT].map(({ amount, currency }) =>
    new Intl.NumberFormat(LOCALE[lng], { style: 'currency', currency }).format(
      amount / (currency === 'JPY' ? 1 : 100),
    ),
  );
  return [date, ...amounts];
}

/** The words of a language's own texts (the e-mails' resources), placeholders aside. */
function textWords(lng: AppLanguageCode): Set<string> {
  const texts = [COMMON_MAIL_TEXTS[lng], ORDER_MAIL_TEXTS[lng], ACTIVITY_MAIL_TEXTS[lng]].flatMap(stringsOf);
  return wordsOf(texts.join('\n'), lng);
}

/**
 * Words two languages rightly share, each named with the languages that write it: without this
 * list, any of them would read as a word of the other language.
 */
const SHARED: Record<string, readonly AppLanguageCode[]> = {
  a: ['fr', 'en', 'it'],
  e: ['fr', 'en', 'it'],
  mail: ['fr', 'en', 'it'],
  mails: ['fr', 'en'],
  message: ['fr', 'en'],
  messages: ['fr', 'en'],
  conversation: ['fr', 'en'],
  commission: ['fr', 'en'],
  in: ['en', 'it'],
  account: ['en', 'it'],
  team: ['en', 'it'],
  marketplace: ['en', 'it'],
  decide: ['en', 'it'],
  la: ['fr', 'it'],
  le: ['fr', 'it'],
  un: ['fr', 'it'],
  si: ['fr', 'it'],
};

/**
 * The words of the other languages' texts and dates that a reader of `lng` must not meet: every
 * word of another language, unless `lng` writes it too in its dates and amounts (`2026`, `UTC`)
 * or it is listed as shared by both.
 */
function foreignWords(lng: AppLanguageCode): Map<string, AppLanguageCode> {
  const own = wordsOf(writtenIn(lng).join('\n'), lng);
  const foreign = new Map<string, AppLanguageCode>();
  for (const { alpha2: other } of LANGUAGES) {
    if (other === lng) continue;
    const theirs = new Set([...textWords(other), ...wordsOf(writtenIn(other).join('\n'), other)]);
    for (const word of theirs) {
      const shared = SHARED[word]?.includes(lng) && SHARED[word]?.includes(other);
      if (!own.has(word) && !shared) foreign.set(word, other);
    }
  }
  return foreign;
}

/** Values that are no language's words: pseudos, an item, a carrier, a tracking number. */
const FACTS: OrderFacts = {
  id_commande: 4821,
  id_user: 1,
  id_vendeur: 2,
  item: 'Zx-42',
  buyer: 'Qw7',
  seller: 'Kv9',
  paid: PAID,
  price: PRICE,
  shipping: { transporteur: 'Kx5', suivi_livraison: '0012345', lien_suivi: 'https://example.test/k0012345' },
};

/** Counts of messages, people and items: each plural form of every language, and more than quoted. */
const COUNTS = [1, 2, 5, 21, 300] as const;

const ORDER_KINDS: readonly OrderMailKind[] = [
  'paid',
  'newOrder',
  'reminder',
  'shipped',
  'received',
  'completedBuyer',
  'completedSeller',
  'payout',
];

/** Every e-mail there is, as `lng`'s reader receives it. */
function everyMail(lng: AppLanguageCode): Array<{ name: string; text: string; html: string }> {
  const reader = (texts: MailNamespace) => readerOf({ id_user: 1, pseudo: 'Qw7' }, lng, COUNTRY[lng], texts);
  const rendered = (name: string, texts: MailNamespace, content: MailContent) => {
    const body = renderFor(reader(texts), content);
    return { name, text: `${content.subject}\n${body.text}`, html: `${content.subject}\n${body.html}` };
  };
  const values = { deadline: AT, payout: PAYOUT, link: 'https://example.test/k4821' };
  const orders = [
    ...ORDER_KINDS.map((kind) => [kind, undefined] as const),
    ...ORDER_STATES.map((etat) => ['moved', etat] as const),
  ].map(([kind, etat]: readonly [OrderMailKind, OrderState | undefined]) =>
    rendered(
      `orderMail.${kind}${etat ? `.${etat}` : ''}`,
      'orderMail',
      composeOrderMail(kind, FACTS, reader('orderMail'), { ...values, etat }),
    ),
  );
  const { t } = reader('reviewMail');
  const shown = { buyer: 'Qw7', note: 5, item: 'Zx-42' };
  const review = rendered('reviewMail', 'reviewMail', {
    subject: t('subject', shown),
    paragraphs: [t('intro', shown), t('where')],
  });
  // Each count a language writes differently: one, a few, many, and more than are quoted.
  const messages = COUNTS.map((count) =>
    rendered(
      `messagesMail.${count}`,
      'messagesMail',
      composeMessagesMail(reader('messagesMail'), {
        sender: 'Qw7',
        objet: 'Zx-42',
        messages: Array.from({ length: count }, (_, index) => `Kv${index}`),
        link: 'https://example.test/k4821',
      }),
    ),
  );
  const likes = COUNTS.map((count) =>
    rendered(
      `likeDigestMail.${count}`,
      'likeDigestMail',
      composeLikeDigest(reader('likeDigestMail'), {
        people: count,
        items: Array.from({ length: Math.min(count, 12) }, (_, index) => ({
          item: `Zx-${index}`,
          people: count,
        })),
        link: 'https://example.test/k4821',
      }),
    ),
  );
  return [...orders, review, ...messages, ...likes];
}

/** The HTML part as its reader reads it: the text between the tags. */
function readableHtml(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('every e-mail template', () => {
  for (const { alpha2: lng } of LANGUAGES) {
    it(`renders in ${lng} with no word of another language, in its text and HTML parts`, () => {
      const foreign = foreignWords(lng);
      const mails = everyMail(lng);
      expect(mails.length).toBe(ORDER_KINDS.length + ORDER_STATES.length + 1 + 2 * COUNTS.length);
      const found: string[] = [];
      for (const mail of mails) {
        for (const [part, body] of [
          ['text', mail.text],
          ['html', readableHtml(mail.html)],
        ] as const) {
          for (const word of wordsOf(body, lng)) {
            const from = foreign.get(word);
            if (from) found.push(`${mail.name} (${part}): "${word}" is ${from}`);
          }
        }
        // Nothing left unrendered: no placeholder, no missing key shown as its name.
        expect(mail.text, mail.name).not.toMatch(/\{\{|orderMail\.|paid\.|newOrder\.|states\./);
        expect(mail.text, mail.name).not.toMatch(/(^|\n)(subject|intro|items?|more|link)(_\w+)?(:|\n|$)/);
      }
      expect(found).toEqual([]);
    });
  }

  it('catches a word of another language', () => {
    const foreign = foreignWords('jp');
    expect(foreign.get('commande')).toBe('fr');
    expect(foreign.get('novembre')).toBeDefined();
    expect(foreign.get('order')).toBe('en');
  });
});
