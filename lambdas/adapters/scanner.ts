import type { ScanVerdict, Scanner } from '../ports/scanner.js';
import type { Files } from './files.js';

/**
 * The EICAR anti-virus test file's signature (a harmless string every scanner flags). It is split
 * here so that this source file is not itself flagged by a scanner.
 */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** Local stand-in for GuardDuty: flags any object containing the EICAR test string, at once. */
export class EicarScanner implements Scanner {
  constructor(private readonly files: Files) {}

  async verdict(key: string): Promise<ScanVerdict> {
    const content = Buffer.from(await this.files.read(key)).toString('latin1');
    return content.includes(EICAR) ? 'infected' : 'clean';
  }
}

/** GuardDuty Malware Protection for S3 writes its result on the object as this tag. */
export const GUARDDUTY_TAG = 'GuardDutyMalwareScanStatus';

/** The tag's (and the EventBridge event's `scanResultStatus`) values, as our verdicts. */
export function guardDutyVerdict(status: string | undefined): ScanVerdict {
  switch (status) {
    case undefined:
    case '':
      return 'pending';
    case 'NO_THREATS_FOUND':
      return 'clean';
    case 'THREATS_FOUND':
      return 'infected';
    // UNSUPPORTED, ACCESS_DENIED, FAILED: never served as if it were clean.
    default:
      return 'unscannable';
  }
}

/** AWS: GuardDuty scans each new object by itself; this reads the tag it leaves (absent while it scans). */
export class GuardDutyScanner implements Scanner {
  constructor(private readonly files: Files) {}

  async verdict(key: string): Promise<ScanVerdict> {
    return guardDutyVerdict((await this.files.tags(key))[GUARDDUTY_TAG]);
  }
}
