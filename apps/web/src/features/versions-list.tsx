import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@sakta/core/shared';
import { versionAllEndpoint, type Version } from '@sakta/core/admin';
import { VersionsListDialog } from '@sakta/ui';
import { useApi } from '../lib/api';

/**
 * The versions list the footer's version opens for every user (spec part 1 section 2 "Main layout"): loaded each
 * time it opens (GET /api/admin/version/all), so a version added meanwhile shows.
 */
export function VersionsList({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const [state, setState] = useState<{
    status: 'loading' | 'ready' | 'failed';
    versions: Version[];
    error: string | null;
  }>({ status: 'loading', versions: [], error: null });
  const load = useCallback(() => {
    setState({ status: 'loading', versions: [], error: null });
    api.call(versionAllEndpoint, undefined).then(
      (answer) => setState({ status: 'ready', versions: answer.data, error: null }),
      (e: unknown) => setState({ status: 'failed', versions: [], error: errorText(e) }),
    );
  }, [api]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  return <VersionsListDialog open={open} {...state} onRetry={load} onClose={onClose} />;
}
