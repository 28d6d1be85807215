/**
 * The malware scanner: its verdict on one stored object. In AWS GuardDuty Malware Protection for S3
 * scans every new object of the documents bucket by itself and tags it; locally a scanner flags the
 * EICAR test string. `pending` means the scan has not finished: the result arrives later (in AWS as an
 * EventBridge event) and is applied then.
 */
export type ScanVerdict = 'clean' | 'infected' | 'unscannable' | 'pending';

/**
 * The object a verdict is about: one version of it (AWS), and the bytes the server pinned when the
 * upload completed, so a scanner that reads content (EICAR, locally) scans exactly those and never
 * whatever was written to the key since.
 */
export interface ScannedObject {
  key: string;
  versionId?: string;
  content?: Uint8Array;
}

export interface Scanner {
  verdict(object: ScannedObject): Promise<ScanVerdict>;
}
