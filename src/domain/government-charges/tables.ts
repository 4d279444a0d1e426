/**
 * The government charges tables of every state and territory (COMP-06), one file each under
 * ./states with its dates and sources. docs/drive-away.md says how to update them.
 */
import type { AuState } from '../../model/location.ts';
import { ACT } from './states/act.ts';
import { NSW } from './states/nsw.ts';
import { NT } from './states/nt.ts';
import { QLD } from './states/qld.ts';
import { SA } from './states/sa.ts';
import { TAS } from './states/tas.ts';
import { VIC } from './states/vic.ts';
import { WA } from './states/wa.ts';
import type { StateCharges } from './types.ts';

export const GOVERNMENT_CHARGES: Readonly<Record<AuState, StateCharges>> = {
  NSW,
  VIC,
  QLD,
  SA,
  WA,
  TAS,
  ACT,
  NT,
};
