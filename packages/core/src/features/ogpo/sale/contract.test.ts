import { describe, expect, it } from 'vitest';
import { saleDrafts } from '../../../shared/sale/sale-drafts';
import { draftSaveEndpoint } from './contract';

const property = { number: '01JSAKE0000000000000000901', product: 'DSI_FI', objects: [] };

describe("OGPO's drafts (spec part 2 section 7.3)", () => {
  it("OGPO's page reads its drafts through OGPO's policy, which a property policy is not", () => {
    expect(draftSaveEndpoint.path).toBe(saleDrafts.save.path);
    expect(draftSaveEndpoint.body.safeParse({ policy: property }).success).toBe(false);
  });
});
