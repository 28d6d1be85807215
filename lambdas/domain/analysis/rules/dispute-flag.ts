import { bureauList } from '../../../contract/credit-messages.js';
import { EXTENDED_INVESTIGATION_DAYS } from '../../../contract/disputes.js';
import { bureausOf, daysBetween, DISPUTED_CODE } from '../facts.js';
import { allAccounts, line, perAccount, proven, type Rule } from './shared.js';

/** A dispute flag (Metro 2 XB) still reported after the investigation ended: our dispute has a result, or an earlier pull over 45 days before showed it (FCRA §611(a)(1), §623(a)(3)). */
export const staleDisputeFlag: Rule = ({ file, earlier, disputes }) =>
  perAccount(
    file,
    'stale_dispute_flag',
    (l) => {
      if (l.complianceConditionCode !== DISPUTED_CODE) return false;
      const answered = disputes.some((d) => d.accountKey === l.key && d.items.some((i) => i.bureau === l.bureau && i.result !== null));
      const flaggedLongAgo = earlier.some(
        (f) =>
          daysBetween(f.pulledAt, file.pulledAt) > EXTENDED_INVESTIGATION_DAYS &&
          allAccounts(f).some((o) => o.key === l.key && o.bureau === l.bureau && o.complianceConditionCode === DISPUTED_CODE),
      );
      return answered || flaggedLongAgo;
    },
    (hits, name) =>
      proven(
        {
          id: '',
          rule: 'stale_dispute_flag',
          priority: 'low',
          title: `${name} is still marked "disputed by consumer"`,
          explanation:
            `${bureauList(bureausOf(hits))} still ${hits.length === 1 ? 'shows' : 'show'} the account as disputed (Metro 2 compliance code XB), though the investigation has ended ` +
            `(a bureau has ${EXTENDED_INVESTIGATION_DAYS} days at most, FCRA §611). While the flag stands, some scores leave the account out and mortgage lenders usually ask for it to be removed before they decide.`,
          subject: name,
          accountKey: null,
          bureaus: [],
          evidence: hits.map((l) => line(l, 'complianceConditionCode', `${DISPUTED_CODE} (disputed by consumer)`)),
        },
        'Other',
        'The investigation of my dispute has ended: the account should no longer be reported as disputed.',
      ),
  );
