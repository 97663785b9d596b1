/**
 * Saves the shown tariff to the user's library [TAR-14]: an update of the library tariff it was
 * read from, on the version read, else a new one. A 117 (the library's tariff changed since) is
 * kept as the state `stale`, for the step to say so and offer a new tariff instead; a 118 names
 * the fields refused.
 */
import type { Tariff } from '@pvd/shared/tariff/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInsertTariff, useUpdateTariff } from '@/hooks/use-tariffs';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notifications';
import type { LibraryOrigin } from './tariff-values';

export function useLibrarySave(origin: LibraryOrigin | null, setOrigin: (origin: LibraryOrigin) => void) {
  const { t } = useTranslation('tariff');
  const insert = useInsertTariff();
  const update = useUpdateTariff();
  const [stale, setStale] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const callbacks = {
    onSuccess: (saved: { id: string; version: number; name: string }) => {
      setStale(false);
      setRefusal(null);
      setOrigin({ id: saved.id, version: saved.version });
      notify({ type: 'success', content: t('library.saved', { name: saved.name }) });
    },
    onError: (error: unknown) => {
      if (isApiError(error, 117)) setStale(true);
      else if (isApiError(error, 118)) {
        setRefusal(error.fieldErrors.map((field) => `${field.field}: ${field.message}`));
      }
    },
  };

  return {
    saving: insert.isPending || update.isPending,
    stale,
    refusal,
    /** Updates the origin's tariff, or adds a new one when there is none (or `asNew`). */
    save(tariff: Tariff, asNew = false) {
      if (origin && !asNew) update.mutate({ id: origin.id, version: origin.version, tariff }, callbacks);
      else insert.mutate({ tariff }, callbacks);
    },
    dismiss() {
      setStale(false);
      setRefusal(null);
    },
  };
}
