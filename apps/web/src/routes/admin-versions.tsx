import {
  VERSION_CATALOGUE,
  versionDeleteEndpoint,
  versionListEndpoint,
  versionSetEndpoint,
  versionStatusEndpoint,
  type Version,
} from '@sakta/core/admin';
import { VersionsScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useCatalogue } from '../lib/catalogue';

/** /admin/versions (role 0): the versions with their release notes (spec part 1 section 2). */
export function Component() {
  const api = useApi();
  const { view, handlers } = useCatalogue<Version>(VERSION_CATALOGUE, () => ({
    list: async () => (await api.call(versionListEndpoint, undefined)).data,
    save: ({ id, form }) =>
      api.call(versionSetEndpoint, {
        id,
        version: String(form.version),
        description: String(form.description),
        status: form.status === 0 ? 0 : 1,
      }),
    remove: (id) => api.call(versionDeleteEndpoint, { id }),
    setStatus: (id, status) => api.call(versionStatusEndpoint, { id, status }),
  }));
  const { onToggle: _unused, ...rest } = handlers;
  return <VersionsScreen view={view} {...rest} />;
}
