import { flat, type OgpoParts, type PartyTarget } from '../policy/policy-context';
import type { PanelRules } from '../../../shared/sale/panel.view';
import { salePanelSelectors } from '../../../shared/sale/panel.view';
import { lacksTerminal, needsPaymentPhone, paysOnline } from '../policy/sale';
import { calculationHints, documentsBanner, paymentHints, residentError } from '../policy/sale-rules';
import { termOptions } from '../policy/treaty';
import { ruOgpo } from '../ru';
import { ogpoSale } from '../policy/ogpo-sale';

/**
 * What the OGPO page shows of the sale (spec part 2 sections 2.1, 4.1, 4.2, 5.4, 6): the kernel's contract panel,
 * banner and success card with OGPO's rules: its hints, online payment and the payment phone for a natural-person
 * insurer, the variant's terms, a rewrite's money (what is deducted, what is to pay), and the banner's terminal,
 * resident-rules and documents lines.
 */
export const OGPO_PANEL: PanelRules<OgpoParts, PartyTarget> = {
  calculationHints: (c) => calculationHints(flat(c)),
  paymentHints: (c) => paymentHints(flat(c)),
  paysOnline: (c) => paysOnline(flat(c)),
  needsPaymentPhone: (c) => needsPaymentPhone(flat(c)),
  termOptions: (c) => termOptions(c.policy.productType),
  confirmsByCode: ogpoSale.confirmsByCode,
  settlement: (c) => c.policy.settlement,
  banner(c) {
    const f = flat(c);
    return [lacksTerminal(f) ? ruOgpo.noTerminal : null, residentError(f), documentsBanner(f)].filter(
      (line): line is string => line !== null,
    );
  },
};

export const { selectContractPanel, selectPolicyAlerts, selectSuccessCard } = salePanelSelectors(OGPO_PANEL);
