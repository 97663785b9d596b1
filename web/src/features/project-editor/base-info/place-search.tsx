/**
 * The place search: an autosuggest answered by Common/queryPlaces, the offline
 * GeoNames gazetteer, 300 ms after the user stops typing. Choosing a place hands it to the step,
 * which sets the address and the coordinates.
 */
import Autosuggest from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import type { PlaceResult } from '@pvd/shared/api/places';
import * as placeCalls from '@pvd/shared/api/places';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';

/** Wait after the last key before searching. [ms] */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
const PLACE_LIMIT = 10;

interface PlaceSearchProps {
  onChoose(place: PlaceResult): void;
}

export function PlaceSearch({ onChoose }: PlaceSearchProps) {
  const { t } = useTranslation('editorBase');
  const language = useLanguage();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const places = useQuery({
    queryKey: ['Common', 'queryPlaces', { query, language }],
    queryFn: () => api(placeCalls.queryPlaces, { query, limit: PLACE_LIMIT }, { quiet: [118] }),
    enabled: query !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const found = places.data?.places ?? [];
  const waiting = text.trim() !== '' && (text.trim() !== query || places.isFetching);
  const number = new Intl.NumberFormat(language);
  return (
    <FormField label={t('location.placeSearch')} constraintText={t('location.placeSearchHint')}>
      <Autosuggest
        value={text}
        onChange={({ detail }) => setText(detail.value)}
        onSelect={({ detail }) => {
          // The typed text itself (Enter, or its own row) takes the best match.
          const place =
            found.find((p) => p.id === detail.value) ?? (detail.value === text ? found[0] : undefined);
          if (!place) return;
          setText(place.name);
          onChoose(place);
        }}
        options={found.map((place) => ({
          value: place.id,
          label: place.name === place.latinName ? place.name : `${place.name} (${place.latinName})`,
          description: t('location.placeDescription', {
            country: place.country,
            latitude: place.latitude.toFixed(4),
            longitude: place.longitude.toFixed(4),
            population: number.format(place.population),
          }),
        }))}
        filteringType="manual"
        statusType={waiting ? 'loading' : places.isError ? 'error' : 'finished'}
        loadingText={t('location.placeSearchLoading')}
        errorText={t('location.placeSearchError')}
        recoveryText={t('location.placeSearchRecovery')}
        onLoadItems={({ detail }) => {
          if (detail.firstPage && places.isError) void places.refetch();
        }}
        empty={query !== '' ? t('location.placeSearchEmpty') : undefined}
        placeholder={t('location.placeSearchPlaceholder')}
        enteredTextLabel={(value) => value}
        ariaLabel={t('location.placeSearch')}
      />
    </FormField>
  );
}
