import { type Country, intlLanguage } from '@vitrine/sdk-core';
import { useMemo } from 'react';
import { type Remote, useRemote } from '../hooks/useRemote.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { countryLabel } from './countryLabel.js';

export interface CountryOption {
  country: Country;
  label: string;
}

/** Every country for a select, named and sorted in the interface language. */
export function useCountryOptions(): { remote: Remote<Country[]>; options: CountryOption[] } {
  const client = useVitrine();
  const language = useVitrineState((state) => state.language);
  const remote = useRemote(async () => {
    const result = await client.countries.list();
    return result.error ? result : { data: result.data.data };
  }, [client]);
  const options = useMemo(() => {
    const collator = new Intl.Collator(intlLanguage(language));
    return (remote.data ?? [])
      .map((country) => ({ country, label: countryLabel(country, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [remote.data, language]);
  return { remote, options };
}
