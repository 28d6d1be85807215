/**
 * The malware scanner: its verdict on one stored object. In AWS GuardDuty Malware Protection for S3
 * scans every new object of the documents bucket by itself and tags it; locally a scanner flags the
 * EICAR test string. `pending` means the scan has not finished: the result arrives later (in AWS as an
 * EventBridge event) and is applied then.
 */
export type ScanVerdict = 'clean' | 'infected' | 'unscannable' | 'pending';

export interface Scanner {
  verdict(key: string): Promise<ScanVerdict>;
}
