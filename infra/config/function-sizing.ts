/**
 * How big a function is and what it may do, as data derived from a call's `heavy` and `needs`
 * (cicada's "permissions as data"). The Lambda construct and the shared group roles read these
 * tables; nothing else decides sizes or grants.
 */
import type { CallDefinition } from '@pvd/shared/api/define';

export type FunctionNeed = NonNullable<CallDefinition['needs']>[number];

export interface FunctionSizing {
  /** [MB] */
  memorySize: number;
  /** [s] */
  timeoutSeconds: number;
  /** Chromium for the PDF report ships for x86_64 only; everything else runs on Graviton. */
  architecture: 'arm64' | 'x86_64';
}

/** Defaults, for calls that only read and write the table. */
export const standardSizing: FunctionSizing = { memorySize: 512, timeoutSeconds: 10, architecture: 'arm64' };

/** For `heavy` calls: the energy engine, imports. Memory also buys CPU on Lambda. */
export const heavySizing: FunctionSizing = { memorySize: 1024, timeoutSeconds: 30, architecture: 'arm64' };

/**
 * For calls that need `pdf`: @sparticuz/chromium is an x86_64 binary and wants about 2 GB.
 * HTTP API answers within 30 s at most, so a synchronous call must finish sooner; the 60 s leave
 * room for a report rendered outside the request (e.g. a job the browser polls).
 */
export const pdfSizing: FunctionSizing = { memorySize: 2048, timeoutSeconds: 60, architecture: 'x86_64' };

/** The sizing of a function from its declaration. */
export function functionSizing(spec: { heavy?: boolean; needs?: readonly FunctionNeed[] }): FunctionSizing {
  if (spec.needs?.includes('pdf')) return pdfSizing;
  return spec.heavy ? heavySizing : standardSizing;
}

/** What a role may do; every function may read and write the table and read the site address. */
export interface FunctionGrants {
  tableReadWrite: true;
  siteUrlParameterRead: true;
  bucketReadWrite: boolean;
  sendEmail: boolean;
}

/**
 * The union of the grants of several functions (a group's shared role). The PDF function
 * writes rendered reports to the bucket, so 'pdf' implies bucket access.
 */
export function grantsFor(specs: readonly { needs?: readonly FunctionNeed[] }[]): FunctionGrants {
  const needs = new Set(specs.flatMap((spec) => spec.needs ?? []));
  return {
    tableReadWrite: true,
    siteUrlParameterRead: true,
    bucketReadWrite: needs.has('s3') || needs.has('pdf'),
    sendEmail: needs.has('ses'),
  };
}
