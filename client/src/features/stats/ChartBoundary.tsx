import { Component, type ReactNode } from 'react';

/**
 * Around a lazily loaded chart: if its code cannot load or draw, the screen stays and says so (the
 * table beside every chart still carries the numbers).
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <p role="status">No se pudo mostrar el gráfico; los datos están en la tabla.</p>;
    return this.props.children;
  }
}
