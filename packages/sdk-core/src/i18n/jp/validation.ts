import type { Messages } from '../fr/index.js';

export const validation: Messages['validation'] = {
  required: 'この項目は必須です。',
  email: '有効なメールアドレスを入力してください。',
  invalid: 'この値は無効です。',
  minLength: '{{min}}文字以上で入力してください。',
  maxLength: '{{max}}文字以内で入力してください。',
  min: '{{min}}以上にしてください。',
  max: '{{max}}以下にしてください。',
  pattern: '形式が正しくありません。',
  date: '有効な日付を入力してください。',
  tooOld: '生年月日は100年以内である必要があります。',
  tooYoung: '登録できるのは{{year}}年以前に生まれた方です。',
  alphanumeric: '文字と数字のみを使用してください。',
  phone: '有効な電話番号を入力してください。',
  kana: 'この名前をカナで入力してください。',
  ssnLast4: '下4桁を入力してください（9999以下）。',
  languageTwice: 'この言語はすでに選択されています。',
  iban: '有効なIBANを入力してください。',
  fileRequired: 'この書類は必須です。',
  webAddress: 'ウェブアドレス（https://…）を入力してください。',
};
