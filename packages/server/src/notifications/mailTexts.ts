/**
 * The texts of every e-mail, in one i18next instance of the server's own: the common greeting,
 * quote and settings line (namespace `mail`), and one namespace per kind of e-mail.
 */
import { type AppLanguageCode, DEFAULT_LANGUAGE, LANGUAGES } from '@vitrine/contract';
import i18next, { type i18n } from 'i18next';
import { ACCOUNT_MAIL_TEXTS } from './accountTexts.js';
import { ACTIVITY_MAIL_TEXTS } from './activityTexts.js';
import { OFFER_MAIL_TEXTS } from './offerTexts.js';
import { ORDER_MAIL_TEXTS } from './orderTexts.js';

interface CommonTexts {
  greeting: string;
  /** A text someone else wrote, quoted. */
  quote: string;
  /** Why the reader may stop these e-mails, and where. */
  optOut: string;
  /** A link as the text part writes it. */
  link: string;
}

const COMMON_TEXTS: Record<AppLanguageCode, { mail: CommonTexts }> = {
  fr: {
    mail: {
      greeting: 'Bonjour {{pseudo}},',
      quote: '« {{text}} »',
      optOut: 'Vous pouvez couper ces e-mails dans vos paramètres.',
      link: '{{label}} : {{href}}',
    },
  },
  en: {
    mail: {
      greeting: 'Hello {{pseudo}},',
      quote: '“{{text}}”',
      optOut: 'You can turn these e-mails off in your settings.',
      link: '{{label}}: {{href}}',
    },
  },
  it: {
    mail: {
      greeting: 'Buongiorno {{pseudo}},',
      quote: '«{{text}}»',
      optOut: 'Puoi disattivare queste e-mail nelle impostazioni.',
      link: '{{label}}: {{href}}',
    },
  },
  jp: {
    mail: {
      greeting: '{{pseudo}} 様',
      quote: '「{{text}}」',
      optOut: 'このメールは設定から停止できます。',
      link: '{{label}}：{{href}}',
    },
  },
  ru: {
    mail: {
      greeting: 'Здравствуйте, {{pseudo}}!',
      quote: '«{{text}}»',
      optOut: 'Эти письма можно отключить в настройках.',
      link: '{{label}}: {{href}}',
    },
  },
};

/** The common texts, per language: the template test reads every language's own words here. */
export const COMMON_MAIL_TEXTS = COMMON_TEXTS;

export type MailNamespace =
  | 'orderMail'
  | 'offerMail'
  | keyof (typeof ACTIVITY_MAIL_TEXTS)[AppLanguageCode]
  | keyof (typeof ACCOUNT_MAIL_TEXTS)[AppLanguageCode];

let texts: i18n | undefined;

export function mailTexts(): i18n {
  if (!texts) {
    texts = i18next.createInstance();
    void texts.init({
      resources: Object.fromEntries(
        LANGUAGES.map(({ alpha2 }) => [
          alpha2,
          {
            ...COMMON_TEXTS[alpha2],
            ...ORDER_MAIL_TEXTS[alpha2],
            ...OFFER_MAIL_TEXTS[alpha2],
            ...ACTIVITY_MAIL_TEXTS[alpha2],
            ...ACCOUNT_MAIL_TEXTS[alpha2],
          },
        ]),
      ),
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'mail',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return texts;
}
