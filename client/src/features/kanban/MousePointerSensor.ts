import type { PointerEvent } from 'react';
import { PointerSensor, type PointerSensorOptions } from '@dnd-kit/core';

/**
 * PointerSensor for mouse and pen only: touch goes to the TouchSensor with its 120 ms press
 * (spec part 1 §9), so a finger scrolling a column does not start a drag after 5 px.
 */
export class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: PointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0].handler(event, options),
    },
  ];
}
