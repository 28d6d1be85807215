import type { ScanVerdict, ScannedObject, Scanner } from '../ports/scanner.js';
import type { Files } from './files.js';

/**
 * The EICAR anti-virus test file's signature (a harmless string every scanner flags). It is split
 * here so that this source file is not itself flagged by a scanner.
 */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** Local stand-in for GuardDuty: flags any object containing the EICAR test string, at once; scans the pinned bytes when given. */
export class EicarScanner implements Scanner {
  constructor(private readonly files: Files) {}

  async verdict(object: ScannedObject): Promise<ScanVerdict> {
    const bytes = object.content ?? (await this.files.read(object.key, object.versionId));
    return Buffer.from(bytes).toString('latin1').includes(EICAR) ? 'infected' : 'clean';
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

/**
 * AWS: GuardDuty scans each new object version by itself; this reads the tag it leaves on the pinned
 * version (absent while it scans), never the current one.
 */
export class GuardDutyScanner implements Scanner {
  constructor(private readonly files: Files) {}

  async verdict(object: ScannedObject): Promise<ScanVerdict> {
    return guardDutyVerdict((await this.files.tags(object.key, object.versionId))[GUARDDUTY_TAG]);
  }
}
