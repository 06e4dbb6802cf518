import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { DealFormOptionsDocument } from '../../gql/graphql';

/**
 * Pipeline and stage selects of the creation forms: the preferred (else the first) pipeline and its
 * first stage are preselected once the pipelines load; a failed load leaves them empty (spec part 1 §8).
 */
export function usePipelineChoice(preferredPipelineId: number | null = null) {
  const { data, loading } = useQuery(DealFormOptionsDocument);
  const pipelines = data?.pipelines ?? [];
  const [pipelineChoice, setPipelineChoice] = useState<number | null>(null);
  const [stageChoice, setStageChoice] = useState<number | null>(null);

  const pipeline =
    pipelines.find((p) => p.id === pipelineChoice) ?? pipelines.find((p) => p.id === preferredPipelineId) ?? pipelines[0] ?? null;
  const stages = pipeline ? [...pipeline.stages].sort((a, b) => a.orderIndex - b.orderIndex) : [];
  const stage = stages.find((s) => s.id === stageChoice) ?? stages[0] ?? null;

  return {
    loading: loading && !data,
    pipelines,
    stages,
    pipelineId: pipeline?.id ?? null,
    stageId: stage?.id ?? null,
    setPipelineId: (id: number) => {
      setPipelineChoice(id);
      setStageChoice(null);
    },
    setStageId: setStageChoice,
  };
}
