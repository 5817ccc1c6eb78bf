/** Staff accounts (issue 41, the owner and staff:manage): GET /api/staff and PUT /api/staff/:userId, which updates the cached list in place. */
import type { StaffEntry } from '@fireworks/core/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient } from 'shared-ui';

const staffKey = ['staff'] as const;

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => api('GET /api/staff', { signal }) });
}

/** The approved users one may add to the staff (the Manage Users list: read only while adding). */
export function useApprovedUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['users'],
    enabled,
    queryFn: ({ signal }) => api('GET /api/userInformation', { signal }),
    select: (users) => users.filter((user) => user.approved),
  });
}

export const useSetStaff = () =>
  useMutation({
    mutationFn: ({ userId, permissions }: { userId: string; permissions: string[] }) =>
      api('PUT /api/staff/:userId', { params: { userId }, body: { permissions } }),
    onSuccess: (entry) =>
      queryClient.setQueryData<StaffEntry[]>(staffKey, (list) => {
        const others = (list ?? []).filter((e) => e.userId !== entry.userId);
        const next = entry.permissions.length === 0 ? others : [...others, entry];
        return next.sort((a, b) => a.username.localeCompare(b.username));
      }),
  });
