import type { ActivityType } from '../../gql/graphql';

/** Spanish names of the activity types (spec part 2 §3: task, call, meeting, email, note). */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  task: 'Tarea',
  call: 'Llamada',
  meeting: 'Reunión',
  email: 'Email',
  note: 'Nota',
};

export const ACTIVITY_TYPES: readonly ActivityType[] = ['task', 'call', 'meeting', 'email', 'note'];

/** The record an activity hangs from: an organization (org_id) or a contact (person_id). */
export type ActivityOwner = { orgId: number } | { personId: number };
