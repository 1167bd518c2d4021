import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PostalAddress, type PostalParts, postalLines } from './PostalAddress.js';

afterEach(cleanup);

const tokyo: PostalParts = {
  firstName: '太郎',
  lastName: '山田',
  lines: ['千代田1-1', 'ビル3階'],
  postcode: '100-0001',
  city: '千代田区',
  region: '東京都',
  country: 'JP',
};

describe('a postal address in its country’s order', () => {
  it('writes a Japanese address from the postcode down to the name, family name first', () => {
    expect(postalLines(tokyo)).toEqual(['〒100-0001', '東京都', '千代田区千代田1-1', 'ビル3階', '山田 太郎']);
  });

  it('writes a Japanese address in Latin letters as a Western reader does', () => {
    const latin = {
      ...tokyo,
      firstName: 'Taro',
      lastName: 'Yamada',
      lines: ['1-1 Chiyoda'],
      city: 'Chiyoda-ku',
      region: 'Tokyo',
    };
    expect(postalLines(latin)).toEqual(['Taro Yamada', '1-1 Chiyoda, Chiyoda-ku, Tokyo', '100-0001']);
  });

  it('writes Western addresses name first, postcode and city as each country does', () => {
    const paris = {
      firstName: 'Léa',
      lastName: 'Martin',
      lines: ['12 rue de la Paix'],
      postcode: '75002',
      city: 'Paris',
      region: '',
      country: 'FR',
    };
    expect(postalLines(paris)).toEqual(['Léa Martin', '12 rue de la Paix', '75002 Paris']);
    const london = {
      ...paris,
      lines: ['10 Downing Street'],
      postcode: 'SW1A 2AA',
      city: 'London',
      country: 'GB',
    };
    expect(postalLines(london)).toEqual(['Léa Martin', '10 Downing Street', 'London', 'SW1A 2AA']);
    const newYork = {
      ...paris,
      lines: ['350 Fifth Avenue'],
      postcode: '10118',
      city: 'New York',
      region: 'NY',
      country: 'US',
    };
    expect(postalLines(newYork)).toEqual(['Léa Martin', '350 Fifth Avenue', 'New York, NY 10118']);
  });

  it('shows the lines in the country’s order', () => {
    const delivery = {
      prenom: tokyo.firstName,
      nom: tokyo.lastName,
      adresse: '千代田1-1',
      complement: 'ビル3階',
      code_postal: tokyo.postcode,
      ville: tokyo.city,
      region_etat: tokyo.region,
      pays: 'JP',
      telephone: '+81 3 1234 5678',
    };
    render(<PostalAddress address={delivery} testId="address" />);
    expect(screen.getByTestId('address').firstElementChild?.textContent).toBe('〒100-0001');
    expect(screen.getByTestId('address').lastElementChild?.textContent).toBe('山田 太郎');
  });
});
