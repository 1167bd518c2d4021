/**
 * What the company pages say, in the five languages. They live with the site's page and not with
 * the interface texts, which every embedded element and every language chunk carries: a shopper
 * reading the terms loads them, nobody else. Every delay, share and window is the contract's
 * constant, formatted in the page's language, so a page never promises another rule than the one
 * an order runs.
 */
import {
  type AppLanguageCode,
  DEFAULT_AUTO_RECEIVE_DAYS,
  type InfoPage,
  intlLanguage,
  MARKETPLACE_COMMISSION,
  ORDER_DEADLINE_HOURS,
} from '@vitrine/sdk-core';

export interface InfoSection {
  heading: string;
  text: string;
}

export interface InfoContent {
  title: string;
  /** The page's first paragraph, and its meta description. */
  intro: string;
  sections: InfoSection[];
}

/** The figures the pages quote, each from the rule it states. */
interface Figures {
  accept: number;
  ship: number;
  report: number;
  answer: number;
  autoReceive: number;
  commission: string;
  email: string;
}

/** Where a shopper's e-mail reaches the support team. */
export const SUPPORT_EMAIL = 'support@vitrine.dev';

type Pages = (f: Figures) => Record<InfoPage, InfoContent>;

const section = (heading: string, text: string): InfoSection => ({ heading, text });

const en: Pages = (f) => ({
  help: {
    title: 'Help',
    intro: 'How buying and selling on Vitrine works, step by step.',
    sections: [
      section(
        'Ordering',
        'Choose a size (a one-size item is chosen for you), add it to your cart and pay by card. Your card is charged once for the whole cart; each item becomes an order with its seller.',
      ),
      section(
        'Delivery',
        `The seller accepts your order within ${f.accept} hours, then ships it within ${f.ship} hours with a tracking number. An order the seller does not accept or ship in time is cancelled and refunded.`,
      ),
      section(
        'Receiving your item',
        `Confirm receipt from your order page once the parcel is in your hands. Without word from you, an order counts as received ${f.autoReceive} days after shipping.`,
      ),
      section(
        'A problem with an item',
        `You have ${f.report} hours after receipt to report a problem from your order page, with photos. The seller has ${f.answer} hours to answer; our team then decides between a refund and paying the seller.`,
      ),
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'The questions shoppers and sellers ask us most.',
    sections: [
      section(
        'Are the items new?',
        'Both: each listing says whether the item is new or pre-owned. Staff check every new listing before it can be bought.',
      ),
      section(
        'Which currency do I pay in?',
        'Prices show in the currency of the country you choose at the bottom of the page; your card is charged in that currency.',
      ),
      section(
        'When is my card charged?',
        'When you pay. If the seller does not accept or ship in time, the order is cancelled and the payment refunded.',
      ),
      section(
        'How much does selling cost?',
        `Listing is free. Vitrine keeps ${f.commission} of the price of each sale; the rest is paid out to your bank account.`,
      ),
      section(
        'When is a seller paid?',
        `${f.report} hours after the buyer receives the item, if no problem was reported.`,
      ),
    ],
  },
  terms: {
    title: 'Terms of sale',
    intro:
      'Vitrine is a marketplace: each item is sold by its seller, a boutique or a private person, to the buyer. These terms say what each party commits to.',
    sections: [
      section(
        'Price and payment',
        'The price shown, converted into your currency, is the price charged. Payment is taken by card when you order, and held until the order completes.',
      ),
      section(
        "The seller's commitments",
        `To describe the item truthfully (condition, size, colour), to accept or decline the order within ${f.accept} hours, and to ship it within ${f.ship} hours of accepting, with tracking.`,
      ),
      section(
        "The buyer's commitments",
        `To confirm receipt once the item arrives; without it, the order counts as received ${f.autoReceive} days after shipping. A problem is reported within ${f.report} hours of receipt.`,
      ),
      section(
        'Refunds',
        'An order cancelled before shipping is refunded in full. After a reported problem, our team decides on the evidence of both parties whether the buyer is refunded or the seller paid.',
      ),
      section('Commission', `Vitrine keeps ${f.commission} of the price of each completed sale.`),
    ],
  },
  privacy: {
    title: 'Privacy',
    intro: 'What Vitrine keeps about you, why, and what you can do with it.',
    sections: [
      section(
        'What we keep',
        'Your account (name, e-mail address, country), your delivery addresses, your orders and your messages. Card numbers are never stored by Vitrine: the payment provider keeps them.',
      ),
      section(
        'Why',
        'To deliver your orders, to let buyers and sellers talk, to settle disputes and to meet our legal duties. The seller of an order sees the delivery address it needs.',
      ),
      section(
        'Your rights',
        `You may read, correct or delete your data from your account, or by writing to ${f.email}.`,
      ),
    ],
  },
  contact: {
    title: 'Contact',
    intro: 'Our support team answers in French, English, Italian, Japanese and Russian.',
    sections: [
      section(
        'About an order',
        'Open the order from "My orders": you can write to the seller there, and report a problem with the item, which reaches our team.',
      ),
      section(
        'Anything else',
        `Use the form below, or write to ${f.email}: we answer within two working days.`,
      ),
    ],
  },
  about: {
    title: 'About Vitrine',
    intro:
      'Vitrine brings together boutiques from around the world and shoppers of designer fashion, new and pre-owned.',
    sections: [
      section(
        'Checked listings',
        'Our staff check every new listing before it can be bought, and decide disputes between buyers and sellers.',
      ),
      section(
        'In your language and currency',
        'The site speaks five languages and shows prices in the currency of your country.',
      ),
    ],
  },
});

const fr: Pages = (f) => ({
  help: {
    title: 'Aide',
    intro: 'Comment acheter et vendre sur Vitrine, étape par étape.',
    sections: [
      section(
        'Commander',
        'Choisissez une taille (un article en taille unique est choisi pour vous), ajoutez-le au panier et payez par carte. Votre carte est débitée une fois pour tout le panier ; chaque article devient une commande auprès de son vendeur.',
      ),
      section(
        'Livraison',
        `Le vendeur accepte votre commande sous ${f.accept} h, puis l’expédie sous ${f.ship} h avec un numéro de suivi. Une commande que le vendeur n’accepte pas ou n’expédie pas à temps est annulée et remboursée.`,
      ),
      section(
        'Recevoir votre article',
        `Confirmez la réception depuis la page de la commande dès que le colis est entre vos mains. Sans nouvelles de votre part, la commande est réputée reçue ${f.autoReceive} jours après l’expédition.`,
      ),
      section(
        'Un problème avec un article',
        `Vous avez ${f.report} h après la réception pour signaler un problème depuis la page de la commande, photos à l’appui. Le vendeur a ${f.answer} h pour répondre ; notre équipe décide ensuite entre un remboursement et le paiement du vendeur.`,
      ),
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    intro: 'Les questions que les acheteurs et les vendeurs nous posent le plus.',
    sections: [
      section(
        'Les articles sont-ils neufs ?',
        'Les deux : chaque annonce dit si l’article est neuf ou de seconde main. Notre équipe vérifie chaque nouvelle annonce avant qu’elle puisse être achetée.',
      ),
      section(
        'Dans quelle devise est-ce que je paie ?',
        'Les prix s’affichent dans la devise du pays choisi en bas de page ; votre carte est débitée dans cette devise.',
      ),
      section(
        'Quand ma carte est-elle débitée ?',
        'Au paiement. Si le vendeur n’accepte pas ou n’expédie pas à temps, la commande est annulée et le paiement remboursé.',
      ),
      section(
        'Combien coûte la vente ?',
        `La mise en vente est gratuite. Vitrine garde ${f.commission} du prix de chaque vente ; le reste est versé sur votre compte bancaire.`,
      ),
      section(
        'Quand un vendeur est-il payé ?',
        `${f.report} h après la réception par l’acheteur, si aucun problème n’a été signalé.`,
      ),
    ],
  },
  terms: {
    title: 'Conditions générales de vente',
    intro:
      'Vitrine est une place de marché : chaque article est vendu par son vendeur, boutique ou particulier, à l’acheteur. Ces conditions disent à quoi chacun s’engage.',
    sections: [
      section(
        'Prix et paiement',
        'Le prix affiché, converti dans votre devise, est le prix débité. Le paiement est pris par carte à la commande et conservé jusqu’à la fin de la commande.',
      ),
      section(
        'Les engagements du vendeur',
        `Décrire l’article fidèlement (état, taille, couleur), accepter ou refuser la commande sous ${f.accept} h, et l’expédier sous ${f.ship} h après l’avoir acceptée, avec un suivi.`,
      ),
      section(
        'Les engagements de l’acheteur',
        `Confirmer la réception dès l’arrivée de l’article ; à défaut, la commande est réputée reçue ${f.autoReceive} jours après l’expédition. Un problème se signale sous ${f.report} h après la réception.`,
      ),
      section(
        'Remboursements',
        'Une commande annulée avant l’expédition est remboursée en totalité. Après un problème signalé, notre équipe décide sur les pièces des deux parties si l’acheteur est remboursé ou le vendeur payé.',
      ),
      section('Commission', `Vitrine garde ${f.commission} du prix de chaque vente menée à son terme.`),
    ],
  },
  privacy: {
    title: 'Confidentialité',
    intro: 'Ce que Vitrine garde de vous, pourquoi, et ce que vous pouvez en faire.',
    sections: [
      section(
        'Ce que nous gardons',
        'Votre compte (nom, adresse e-mail, pays), vos adresses de livraison, vos commandes et vos messages. Vitrine ne garde jamais les numéros de carte : le prestataire de paiement les conserve.',
      ),
      section(
        'Pourquoi',
        'Pour livrer vos commandes, permettre aux acheteurs et aux vendeurs d’échanger, régler les litiges et remplir nos obligations légales. Le vendeur d’une commande voit l’adresse de livraison dont il a besoin.',
      ),
      section(
        'Vos droits',
        `Vous pouvez consulter, corriger ou supprimer vos données depuis votre compte, ou en écrivant à ${f.email}.`,
      ),
    ],
  },
  contact: {
    title: 'Contact',
    intro: 'Notre équipe répond en français, anglais, italien, japonais et russe.',
    sections: [
      section(
        'À propos d’une commande',
        'Ouvrez la commande depuis « Mes commandes » : vous pouvez y écrire au vendeur et signaler un problème avec l’article, qui parvient à notre équipe.',
      ),
      section(
        'Pour tout le reste',
        `Utilisez le formulaire ci-dessous, ou écrivez à ${f.email} : nous répondons sous deux jours ouvrés.`,
      ),
    ],
  },
  about: {
    title: 'À propos de Vitrine',
    intro:
      'Vitrine réunit des boutiques du monde entier et les amateurs de mode de créateurs, neuve et de seconde main.',
    sections: [
      section(
        'Des annonces vérifiées',
        'Notre équipe vérifie chaque nouvelle annonce avant qu’elle puisse être achetée, et tranche les litiges entre acheteurs et vendeurs.',
      ),
      section(
        'Dans votre langue et votre devise',
        'Le site parle cinq langues et affiche les prix dans la devise de votre pays.',
      ),
    ],
  },
});

const it: Pages = (f) => ({
  help: {
    title: 'Aiuto',
    intro: 'Come si compra e si vende su Vitrine, passo dopo passo.',
    sections: [
      section(
        'Ordinare',
        'Scegli una taglia (per un articolo in taglia unica la scegliamo noi), aggiungilo al carrello e paga con carta. La carta viene addebitata una volta per tutto il carrello; ogni articolo diventa un ordine presso il suo venditore.',
      ),
      section(
        'Consegna',
        `Il venditore accetta l’ordine entro ${f.accept} ore, poi lo spedisce entro ${f.ship} ore con un numero di tracciamento. Un ordine non accettato o non spedito in tempo viene annullato e rimborsato.`,
      ),
      section(
        'Ricevere l’articolo',
        `Conferma la ricezione dalla pagina dell’ordine appena hai il pacco. Senza una tua conferma, l’ordine si considera ricevuto ${f.autoReceive} giorni dopo la spedizione.`,
      ),
      section(
        'Un problema con un articolo',
        `Hai ${f.report} ore dalla ricezione per segnalare un problema dalla pagina dell’ordine, con foto. Il venditore ha ${f.answer} ore per rispondere; poi il nostro team decide tra un rimborso e il pagamento del venditore.`,
      ),
    ],
  },
  faq: {
    title: 'Domande frequenti',
    intro: 'Le domande che acquirenti e venditori ci fanno più spesso.',
    sections: [
      section(
        'Gli articoli sono nuovi?',
        'Entrambi: ogni annuncio dice se l’articolo è nuovo o usato. Il nostro team controlla ogni nuovo annuncio prima che si possa acquistare.',
      ),
      section(
        'In che valuta pago?',
        'I prezzi sono nella valuta del paese scelto in fondo alla pagina; la carta viene addebitata in quella valuta.',
      ),
      section(
        'Quando viene addebitata la carta?',
        'Al pagamento. Se il venditore non accetta o non spedisce in tempo, l’ordine viene annullato e il pagamento rimborsato.',
      ),
      section(
        'Quanto costa vendere?',
        `Mettere in vendita è gratuito. Vitrine trattiene il ${f.commission} del prezzo di ogni vendita; il resto viene versato sul tuo conto.`,
      ),
      section(
        'Quando viene pagato un venditore?',
        `${f.report} ore dopo la ricezione da parte dell’acquirente, se non è stato segnalato alcun problema.`,
      ),
    ],
  },
  terms: {
    title: 'Condizioni generali di vendita',
    intro:
      'Vitrine è un marketplace: ogni articolo è venduto dal suo venditore, boutique o privato, all’acquirente. Queste condizioni dicono a cosa si impegna ciascuno.',
    sections: [
      section(
        'Prezzo e pagamento',
        'Il prezzo mostrato, convertito nella tua valuta, è il prezzo addebitato. Il pagamento avviene con carta all’ordine ed è trattenuto fino alla conclusione dell’ordine.',
      ),
      section(
        'Gli impegni del venditore',
        `Descrivere l’articolo fedelmente (condizioni, taglia, colore), accettare o rifiutare l’ordine entro ${f.accept} ore e spedirlo entro ${f.ship} ore dall’accettazione, con tracciamento.`,
      ),
      section(
        'Gli impegni dell’acquirente',
        `Confermare la ricezione all’arrivo dell’articolo; altrimenti l’ordine si considera ricevuto ${f.autoReceive} giorni dopo la spedizione. Un problema si segnala entro ${f.report} ore dalla ricezione.`,
      ),
      section(
        'Rimborsi',
        'Un ordine annullato prima della spedizione è rimborsato per intero. Dopo un problema segnalato, il nostro team decide in base agli elementi delle due parti se rimborsare l’acquirente o pagare il venditore.',
      ),
      section('Commissione', `Vitrine trattiene il ${f.commission} del prezzo di ogni vendita conclusa.`),
    ],
  },
  privacy: {
    title: 'Privacy',
    intro: 'Cosa conserva Vitrine di te, perché e cosa puoi farne.',
    sections: [
      section(
        'Cosa conserviamo',
        'Il tuo account (nome, indirizzo e-mail, paese), i tuoi indirizzi di consegna, i tuoi ordini e i tuoi messaggi. Vitrine non conserva mai i numeri di carta: li custodisce il fornitore dei pagamenti.',
      ),
      section(
        'Perché',
        'Per consegnare i tuoi ordini, far dialogare acquirenti e venditori, risolvere le controversie e rispettare i nostri obblighi di legge. Il venditore di un ordine vede l’indirizzo di consegna che gli serve.',
      ),
      section(
        'I tuoi diritti',
        `Puoi consultare, correggere o cancellare i tuoi dati dal tuo account, o scrivendo a ${f.email}.`,
      ),
    ],
  },
  contact: {
    title: 'Contatti',
    intro: 'Il nostro team risponde in francese, inglese, italiano, giapponese e russo.',
    sections: [
      section(
        'Per un ordine',
        'Apri l’ordine da «I miei ordini»: lì puoi scrivere al venditore e segnalare un problema con l’articolo, che arriva al nostro team.',
      ),
      section(
        'Per tutto il resto',
        `Usa il modulo qui sotto, o scrivi a ${f.email}: rispondiamo entro due giorni lavorativi.`,
      ),
    ],
  },
  about: {
    title: 'Chi siamo',
    intro: 'Vitrine riunisce boutique di tutto il mondo e gli appassionati di moda firmata, nuova e usata.',
    sections: [
      section(
        'Annunci controllati',
        'Il nostro team controlla ogni nuovo annuncio prima che si possa acquistare e decide le controversie tra acquirenti e venditori.',
      ),
      section(
        'Nella tua lingua e nella tua valuta',
        'Il sito parla cinque lingue e mostra i prezzi nella valuta del tuo paese.',
      ),
    ],
  },
});

const jp: Pages = (f) => ({
  help: {
    title: 'ヘルプ',
    intro: 'Vitrineでの購入と出品の流れをご案内します。',
    sections: [
      section(
        'ご注文',
        'サイズを選び（ワンサイズのアイテムは自動で選ばれます）、カートに入れてカードでお支払いください。カード決済はカート全体で1回です。各アイテムは出品者ごとの注文になります。',
      ),
      section(
        '配送',
        `出品者は${f.accept}時間以内に注文を承認し、その後${f.ship}時間以内に追跡番号付きで発送します。期限内に承認または発送されなかった注文はキャンセルされ、返金されます。`,
      ),
      section(
        '商品の受け取り',
        `荷物が届いたら注文ページから受け取りを確認してください。確認がない場合、発送から${f.autoReceive}日後に受け取り済みとなります。`,
      ),
      section(
        '商品に問題がある場合',
        `受け取りから${f.report}時間以内に、注文ページから写真を添えて問題を報告できます。出品者は${f.answer}時間以内に回答し、その後当社チームが返金か出品者への支払いかを判断します。`,
      ),
    ],
  },
  faq: {
    title: 'よくあるご質問',
    intro: '購入者と出品者からよくいただくご質問です。',
    sections: [
      section(
        'アイテムは新品ですか？',
        '新品と中古品の両方があります。各出品に新品か中古品かが表示されます。新しい出品はすべて、購入可能になる前に当社チームが確認します。',
      ),
      section(
        'どの通貨で支払いますか？',
        'ページ下部で選んだ国の通貨で価格が表示され、その通貨でカードに請求されます。',
      ),
      section(
        'カードへの請求はいつですか？',
        'お支払い時です。出品者が期限内に承認または発送しない場合、注文はキャンセルされ返金されます。',
      ),
      section(
        '出品の手数料は？',
        `出品は無料です。各販売価格の${f.commission}をVitrineが手数料として受け取り、残りを銀行口座にお支払いします。`,
      ),
      section(
        '出品者への支払いはいつですか？',
        `購入者の受け取りから${f.report}時間後、問題の報告がなければお支払いします。`,
      ),
    ],
  },
  terms: {
    title: '利用規約（販売条件）',
    intro:
      'Vitrineはマーケットプレイスです。各アイテムは出品者（ブティックまたは個人）から購入者に販売されます。本規約は各当事者の約束を定めます。',
    sections: [
      section(
        '価格と支払い',
        '表示価格（お客様の通貨に換算）が請求額です。お支払いはご注文時にカードで行われ、注文完了まで保留されます。',
      ),
      section(
        '出品者の約束',
        `アイテムを正確に説明すること（状態・サイズ・色）、${f.accept}時間以内に注文を承認または辞退すること、承認後${f.ship}時間以内に追跡付きで発送すること。`,
      ),
      section(
        '購入者の約束',
        `アイテムが届いたら受け取りを確認すること。確認がない場合、発送から${f.autoReceive}日後に受け取り済みとなります。問題の報告は受け取りから${f.report}時間以内に行います。`,
      ),
      section(
        '返金',
        '発送前にキャンセルされた注文は全額返金されます。問題が報告された場合、当社チームが双方の資料をもとに、購入者への返金か出品者への支払いかを判断します。',
      ),
      section('手数料', `完了した各販売の価格の${f.commission}をVitrineが受け取ります。`),
    ],
  },
  privacy: {
    title: 'プライバシー',
    intro: 'Vitrineが保管するお客様の情報、その理由、お客様ができること。',
    sections: [
      section(
        '保管する情報',
        'アカウント（氏名、メールアドレス、国）、配送先住所、注文、メッセージ。カード番号はVitrineでは保管せず、決済事業者が保管します。',
      ),
      section(
        '理由',
        '注文の配送、購入者と出品者のやり取り、紛争の解決、法的義務の履行のためです。注文の出品者には必要な配送先住所が表示されます。',
      ),
      section(
        'お客様の権利',
        `アカウントから、または${f.email}までご連絡いただくことで、データの確認・訂正・削除ができます。`,
      ),
    ],
  },
  contact: {
    title: 'お問い合わせ',
    intro: 'サポートチームはフランス語、英語、イタリア語、日本語、ロシア語で対応します。',
    sections: [
      section(
        'ご注文について',
        '「注文履歴」から注文を開いてください。出品者へのメッセージや、当社チームに届く商品の問題報告ができます。',
      ),
      section(
        'その他のお問い合わせ',
        `下のフォーム、または${f.email}までご連絡ください。2営業日以内にお返事します。`,
      ),
    ],
  },
  about: {
    title: 'Vitrineについて',
    intro: 'Vitrineは、世界中のブティックと、新品・中古のデザイナーファッションを愛する人々をつなぎます。',
    sections: [
      section(
        '確認済みの出品',
        '新しい出品はすべて、購入可能になる前に当社チームが確認し、購入者と出品者の間の紛争も判断します。',
      ),
      section('お客様の言語と通貨で', 'サイトは5つの言語に対応し、お客様の国の通貨で価格を表示します。'),
    ],
  },
});

const ru: Pages = (f) => ({
  help: {
    title: 'Помощь',
    intro: 'Как покупать и продавать на Vitrine, шаг за шагом.',
    sections: [
      section(
        'Заказ',
        'Выберите размер (у вещи одного размера он выбирается сам), добавьте её в корзину и оплатите картой. Оплата за всю корзину списывается один раз; каждая вещь становится заказом у своего продавца.',
      ),
      section(
        'Доставка',
        `Продавец принимает заказ в течение ${f.accept} ч, затем отправляет его в течение ${f.ship} ч с номером для отслеживания. Заказ, который продавец не принял или не отправил вовремя, отменяется, деньги возвращаются.`,
      ),
      section(
        'Получение вещи',
        `Подтвердите получение на странице заказа, когда посылка у вас. Без подтверждения заказ считается полученным через ${f.autoReceive} дн. после отправки.`,
      ),
      section(
        'Проблема с вещью',
        `У вас есть ${f.report} ч после получения, чтобы сообщить о проблеме на странице заказа, приложив фото. У продавца есть ${f.answer} ч на ответ; затем наша команда решает: возврат денег или оплата продавцу.`,
      ),
    ],
  },
  faq: {
    title: 'Частые вопросы',
    intro: 'Вопросы, которые покупатели и продавцы задают нам чаще всего.',
    sections: [
      section(
        'Вещи новые?',
        'И новые, и с историей: в каждом объявлении указано состояние. Наша команда проверяет каждое новое объявление, прежде чем его можно купить.',
      ),
      section(
        'В какой валюте я плачу?',
        'Цены показаны в валюте страны, выбранной внизу страницы; оплата списывается с карты в этой валюте.',
      ),
      section(
        'Когда списываются деньги?',
        'При оплате. Если продавец не принял или не отправил заказ вовремя, заказ отменяется, а деньги возвращаются.',
      ),
      section(
        'Сколько стоит продажа?',
        `Размещение бесплатно. Vitrine удерживает ${f.commission} цены каждой продажи; остальное переводится на ваш банковский счёт.`,
      ),
      section(
        'Когда продавец получает оплату?',
        `Через ${f.report} ч после получения вещи покупателем, если он не сообщил о проблеме.`,
      ),
    ],
  },
  terms: {
    title: 'Условия продажи',
    intro:
      'Vitrine — торговая площадка: каждую вещь продаёт покупателю её продавец, бутик или частное лицо. Эти условия описывают обязательства сторон.',
    sections: [
      section(
        'Цена и оплата',
        'Показанная цена, пересчитанная в вашу валюту, — это списываемая сумма. Оплата картой происходит при заказе и удерживается до завершения заказа.',
      ),
      section(
        'Обязательства продавца',
        `Честно описывать вещь (состояние, размер, цвет), принять или отклонить заказ в течение ${f.accept} ч и отправить его с отслеживанием в течение ${f.ship} ч после принятия.`,
      ),
      section(
        'Обязательства покупателя',
        `Подтвердить получение, когда вещь придёт; иначе заказ считается полученным через ${f.autoReceive} дн. после отправки. О проблеме сообщают в течение ${f.report} ч после получения.`,
      ),
      section(
        'Возвраты',
        'Заказ, отменённый до отправки, возвращается полностью. Если сообщено о проблеме, наша команда по материалам обеих сторон решает, вернуть деньги покупателю или заплатить продавцу.',
      ),
      section('Комиссия', `Vitrine удерживает ${f.commission} цены каждой завершённой продажи.`),
    ],
  },
  privacy: {
    title: 'Конфиденциальность',
    intro: 'Что Vitrine хранит о вас, зачем и что вы можете с этим сделать.',
    sections: [
      section(
        'Что мы храним',
        'Ваш аккаунт (имя, адрес e-mail, страна), адреса доставки, заказы и сообщения. Номера карт Vitrine не хранит: их хранит платёжный провайдер.',
      ),
      section(
        'Зачем',
        'Чтобы доставлять заказы, давать покупателям и продавцам общаться, решать споры и выполнять требования закона. Продавец заказа видит нужный ему адрес доставки.',
      ),
      section(
        'Ваши права',
        `Вы можете просмотреть, исправить или удалить свои данные в аккаунте или написав на ${f.email}.`,
      ),
    ],
  },
  contact: {
    title: 'Контакты',
    intro: 'Наша команда отвечает на французском, английском, итальянском, японском и русском.',
    sections: [
      section(
        'По заказу',
        'Откройте заказ в разделе «Мои заказы»: там можно написать продавцу и сообщить о проблеме с вещью — сообщение получит наша команда.',
      ),
      section(
        'По другим вопросам',
        `Воспользуйтесь формой ниже или напишите на ${f.email}: мы отвечаем в течение двух рабочих дней.`,
      ),
    ],
  },
  about: {
    title: 'О Vitrine',
    intro: 'Vitrine объединяет бутики со всего мира и ценителей дизайнерской моды — новой и с историей.',
    sections: [
      section(
        'Проверенные объявления',
        'Наша команда проверяет каждое новое объявление, прежде чем его можно купить, и решает споры между покупателями и продавцами.',
      ),
      section(
        'На вашем языке и в вашей валюте',
        'Сайт говорит на пяти языках и показывает цены в валюте вашей страны.',
      ),
    ],
  },
});

const PAGES: Record<AppLanguageCode, Pages> = { fr, en, it, jp, ru };

/** The contact page's form, which reaches the support team as a message. */
export interface ContactFormTexts {
  title: string;
  subject: string;
  message: string;
  send: string;
  sent: string;
  openMessages: string;
  signIn: string;
}

export const CONTACT_FORM: Record<AppLanguageCode, ContactFormTexts> = {
  en: {
    title: 'Write to us',
    subject: 'Subject',
    message: 'Your message',
    send: 'Send',
    sent: 'Your message has reached our team: their answer will come in your messages.',
    openMessages: 'Open my messages',
    signIn: 'Sign in to write to our team: their answer will come in your messages.',
  },
  fr: {
    title: 'Écrivez-nous',
    subject: 'Objet',
    message: 'Votre message',
    send: 'Envoyer',
    sent: 'Votre message est parvenu à notre équipe : sa réponse arrivera dans vos messages.',
    openMessages: 'Ouvrir mes messages',
    signIn: 'Connectez-vous pour écrire à notre équipe : sa réponse arrivera dans vos messages.',
  },
  it: {
    title: 'Scrivici',
    subject: 'Oggetto',
    message: 'Il tuo messaggio',
    send: 'Invia',
    sent: 'Il tuo messaggio è arrivato al nostro team: la risposta arriverà nei tuoi messaggi.',
    openMessages: 'Apri i miei messaggi',
    signIn: 'Accedi per scrivere al nostro team: la risposta arriverà nei tuoi messaggi.',
  },
  jp: {
    title: 'お問い合わせフォーム',
    subject: '件名',
    message: 'メッセージ',
    send: '送信',
    sent: 'メッセージはサポートチームに届きました。返信はメッセージに届きます。',
    openMessages: 'メッセージを開く',
    signIn: 'ログインするとサポートチームにメッセージを送れます。返信はメッセージに届きます。',
  },
  ru: {
    title: 'Напишите нам',
    subject: 'Тема',
    message: 'Ваше сообщение',
    send: 'Отправить',
    sent: 'Ваше сообщение получила наша команда: ответ придёт в ваши сообщения.',
    openMessages: 'Открыть мои сообщения',
    signIn: 'Войдите, чтобы написать нашей команде: ответ придёт в ваши сообщения.',
  },
};

/** A company page in a language, with the contract's figures written as the language writes them. */
export function infoContent(language: AppLanguageCode, page: InfoPage): InfoContent {
  const figures: Figures = {
    accept: ORDER_DEADLINE_HOURS.accept,
    ship: ORDER_DEADLINE_HOURS.ship,
    report: ORDER_DEADLINE_HOURS.disputeWindow,
    answer: ORDER_DEADLINE_HOURS.disputeAnswer,
    autoReceive: DEFAULT_AUTO_RECEIVE_DAYS,
    commission: new Intl.NumberFormat(intlLanguage(language), { style: 'percent' }).format(
      MARKETPLACE_COMMISSION,
    ),
    email: SUPPORT_EMAIL,
  };
  return PAGES[language](figures)[page];
}
