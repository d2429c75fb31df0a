import { instructionPdfEndpoint } from '@sakta/core';
import { InstructionScreen } from '@sakta/ui';
import { config } from '../config';

/** The instruction PDF in a frame (spec part 1 section 2 "Instruction screen"). */
export const INSTRUCTION_PRODUCT = 'general';

export function Component() {
  return (
    <InstructionScreen
      url={`${config.apiBaseUrl}${instructionPdfEndpoint.path.replace('{file}', `${INSTRUCTION_PRODUCT}-usage.pdf`)}`}
    />
  );
}
