import { type Country, countryOptions } from '@vitrine/sdk-core';
import { useMemo } from 'react';
import { useVitrine } from '../provider.js';
import { type Remote, useRemote } from './useRemote.js';
import { useVitrineState } from './useVitrineState.js';

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
  const options = useMemo(
    () => countryOptions(remote.data ?? [], language).map(({ country, name }) => ({ country, label: name })),
    [remote.data, language],
  );
  return { remote, options };
}
