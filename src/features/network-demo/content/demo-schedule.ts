// The schedule of the shipped demo network, built once.
import { DEMO_NODES } from './demo-nodes';
import { buildSchedule } from '../playback/schedule';

export const DEMO_SCHEDULE = buildSchedule(DEMO_NODES);
