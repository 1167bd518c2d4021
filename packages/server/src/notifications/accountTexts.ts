/**
 * The e-mails about the account itself, in the five application languages: a password-reset link
 * (`resetMail`), the link confirming a new address (`emailChangeMail`, sent to that address), the
 * link confirming the address an account signed up with (`emailConfirmationMail`) and
 * the notice to the address in use that a change was asked (`emailChangeNoticeMail`). They are
 * sent whatever the notification toggles say, so their last line says why (`accountMail.footer`)
 * instead of where to turn e-mails off.
 */
import type { AppLanguageCode } from '@vitrine/contract';

interface LinkTexts {
  subject: string;
  intro: string;
  /** The link's label. */
  action: string;
  /** How long the link works, and that it works once. */
  expiry: string;
  /** What to do when the reader asked for nothing. */
  ignore: string;
}

interface AccountTexts {
  accountMail: { footer: string };
  resetMail: LinkTexts;
  emailChangeMail: LinkTexts;
  emailConfirmationMail: LinkTexts;
  emailChangeNoticeMail: { subject: string; intro: string; notYou: string };
}

export const ACCOUNT_MAIL_TEXTS: Record<AppLanguageCode, AccountTexts> = {
  fr: {
    accountMail: {
      footer: 'Cet e-mail concerne la sécurité de votre compte : il est envoyé dans tous les cas.',
    },
    resetMail: {
      subject: 'Réinitialisez votre mot de passe',
      intro: 'Quelqu’un, sans doute vous, a demandé à réinitialiser le mot de passe de votre compte.',
      action: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien fonctionne une seule fois, pendant une heure.',
      ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    },
    emailChangeMail: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      intro: 'Pour que cette adresse devienne celle de votre compte, confirmez-la.',
      action: 'Confirmer cette adresse',
      expiry: 'Ce lien fonctionne une seule fois, pendant vingt-quatre heures.',
      ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
    },
    emailConfirmationMail: {
      subject: 'Confirmez votre adresse e-mail',
      intro:
        'Bienvenue sur Vitrine. Confirmez que cette adresse est bien la vôtre : vos articles pourront ensuite être mis en vente.',
      action: 'Confirmer mon adresse',
      expiry:
        'Ce lien fonctionne une seule fois, pendant sept jours ; Mon compte › Mon identité en envoie un autre.',
      ignore: 'Si vous n’avez pas créé de compte, ignorez cet e-mail.',
    },
    emailChangeNoticeMail: {
      subject: 'Changement d’adresse e-mail demandé',
      intro:
        'Un changement de l’adresse e-mail de votre compte vers {{email}} a été demandé. Il prendra effet une fois confirmé depuis cette nouvelle adresse.',
      notYou:
        'Si ce n’est pas vous, changez dès maintenant votre mot de passe dans Mon compte › Mon identité.',
    },
  },
  en: {
    accountMail: { footer: 'This e-mail is about your account’s security, so it is always sent.' },
    resetMail: {
      subject: 'Reset your password',
      intro: 'Someone, probably you, asked to reset the password of your account.',
      action: 'Choose a new password',
      expiry: 'This link works once, for one hour.',
      ignore: 'If you did not ask, ignore this e-mail: your password stays as it is.',
    },
    emailChangeMail: {
      subject: 'Confirm your new e-mail address',
      intro: 'To make this address your account’s, confirm it.',
      action: 'Confirm this address',
      expiry: 'This link works once, for twenty-four hours.',
      ignore: 'If you did not ask, ignore this e-mail: nothing changes.',
    },
    emailConfirmationMail: {
      subject: 'Confirm your e-mail address',
      intro:
        'Welcome to Vitrine. Confirm that this address is yours: then the items you list can go on sale.',
      action: 'Confirm my address',
      expiry: 'This link works once, for seven days; My account › My identity sends another.',
      ignore: 'If you did not open an account, ignore this e-mail.',
    },
    emailChangeNoticeMail: {
      subject: 'A change of e-mail address was asked',
      intro:
        'A change of your account’s e-mail address to {{email}} was asked. It takes effect once confirmed from that new address.',
      notYou: 'If it was not you, change your password now under My account › My identity.',
    },
  },
  it: {
    accountMail: {
      footer: 'Questa e-mail riguarda la sicurezza del tuo account: viene inviata in ogni caso.',
    },
    resetMail: {
      subject: 'Reimposta la tua password',
      intro: 'Qualcuno, probabilmente tu, ha chiesto di reimpostare la password del tuo account.',
      action: 'Scegli una nuova password',
      expiry: 'Questo link funziona una sola volta, per un’ora.',
      ignore: 'Se non hai chiesto nulla, ignora questa e-mail: la password resta la stessa.',
    },
    emailChangeMail: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail',
      intro: 'Perché questo indirizzo diventi quello del tuo account, confermalo.',
      action: 'Conferma questo indirizzo',
      expiry: 'Questo link funziona una sola volta, per ventiquattro ore.',
      ignore: 'Se non hai chiesto nulla, ignora questa e-mail: non cambia niente.',
    },
    emailConfirmationMail: {
      subject: 'Conferma il tuo indirizzo e-mail',
      intro:
        'Benvenuto su Vitrine. Conferma che questo indirizzo è tuo: dopo, gli articoli che pubblichi potranno essere messi in vendita.',
      action: 'Conferma il mio indirizzo',
      expiry:
        'Questo link funziona una sola volta, per sette giorni; Il mio account › La mia identità ne invia un altro.',
      ignore: 'Se non hai aperto un account, ignora questa e-mail.',
    },
    emailChangeNoticeMail: {
      subject: 'Richiesta di cambio dell’indirizzo e-mail',
      intro:
        'È stato chiesto di cambiare l’indirizzo e-mail del tuo account in {{email}}. Il cambio avrà effetto dopo la conferma dal nuovo indirizzo.',
      notYou: 'Se non sei stato tu, cambia subito la password in Il mio account › La mia identità.',
    },
  },
  jp: {
    accountMail: { footer: 'このメールはアカウントの安全に関するため、設定にかかわらず送信されます。' },
    resetMail: {
      subject: 'パスワードの再設定',
      intro: 'お客様のアカウントのパスワード再設定が申請されました。',
      action: '新しいパスワードを設定する',
      expiry: 'このリンクは1時間以内に1回のみ有効です。',
      ignore: 'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
    },
    emailChangeMail: {
      subject: '新しいメールアドレスの確認',
      intro: 'このアドレスをアカウントのメールアドレスにするには、確認してください。',
      action: 'このアドレスを確認する',
      expiry: 'このリンクは24時間以内に1回のみ有効です。',
      ignore: 'お心当たりがない場合は、このメールを破棄してください。何も変更されません。',
    },
    emailConfirmationMail: {
      subject: 'メールアドレスの確認',
      intro:
        'Vitrineへようこそ。このアドレスがご本人のものであることを確認してください。確認後、出品した商品を販売できます。',
      action: 'メールアドレスを確認する',
      expiry: 'このリンクは7日以内に1回のみ有効です。マイアカウント › 本人情報から再送できます。',
      ignore: 'アカウントを作成していない場合は、このメールを破棄してください。',
    },
    emailChangeNoticeMail: {
      subject: 'メールアドレス変更の申請',
      intro:
        'アカウントのメールアドレスを {{email}} に変更する申請がありました。新しいアドレスから確認された時点で変更されます。',
      notYou: 'お心当たりがない場合は、マイアカウント › 本人情報 から今すぐパスワードを変更してください。',
    },
  },
  ru: {
    accountMail: {
      footer: 'Это письмо касается безопасности вашего аккаунта, поэтому оно отправляется всегда.',
    },
    resetMail: {
      subject: 'Сброс пароля',
      intro: 'Кто-то, вероятно вы, запросил сброс пароля вашего аккаунта.',
      action: 'Задать новый пароль',
      expiry: 'Ссылка действует один раз в течение часа.',
      ignore: 'Если вы ничего не запрашивали, просто проигнорируйте письмо: пароль останется прежним.',
    },
    emailChangeMail: {
      subject: 'Подтвердите новый адрес электронной почты',
      intro: 'Чтобы этот адрес стал адресом вашего аккаунта, подтвердите его.',
      action: 'Подтвердить адрес',
      expiry: 'Ссылка действует один раз в течение суток.',
      ignore: 'Если вы ничего не запрашивали, просто проигнорируйте письмо: ничего не изменится.',
    },
    emailConfirmationMail: {
      subject: 'Подтвердите адрес электронной почты',
      intro:
        'Добро пожаловать в Vitrine. Подтвердите, что этот адрес принадлежит вам: после этого ваши товары смогут поступить в продажу.',
      action: 'Подтвердить мой адрес',
      expiry:
        'Ссылка действует один раз в течение семи дней; новую можно запросить в разделе «Мой аккаунт › Мои данные».',
      ignore: 'Если вы не создавали аккаунт, просто проигнорируйте письмо.',
    },
    emailChangeNoticeMail: {
      subject: 'Запрошена смена адреса электронной почты',
      intro:
        'Запрошена смена адреса электронной почты вашего аккаунта на {{email}}. Она вступит в силу после подтверждения с нового адреса.',
      notYou: 'Если это были не вы, немедленно смените пароль в разделе «Мой аккаунт › Мои данные».',
    },
  },
};
