/** Liveness and database reachability, for load balancers and the start script. */
import { type Static, Type } from '@sinclair/typebox';
import { ErrorAnswer, errors } from './common';

export const HealthAnswer = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

export const HealthUnavailable = Type.Object({ status: Type.Literal('unavailable'), ...ErrorAnswer.properties });

export const HealthRoutes = {
  health: {
    summary: 'Liveness and database reachability',
    tags: ['operations'],
    response: { 200: HealthAnswer, ...errors(), 503: HealthUnavailable },
  },
};

export type HealthAnswer = Static<typeof HealthAnswer>;
