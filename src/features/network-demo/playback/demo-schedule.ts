// The schedule of the shipped demo network, built once.
import { DEMO_NODES } from '../content/demo-nodes';
import { buildSchedule } from './schedule';

export const DEMO_SCHEDULE = buildSchedule(DEMO_NODES);
