"""``podium bulk``: MediaWiki dumps, big folders and archives through the same pure stages as
``podium ingest``, mapped over partitions on a Dask cluster, written by one writer.

    from podium.bulk import bulk, cluster
    with cluster("tcp://10.0.0.1:8786") as client:      # or cluster(workers=2): a LocalCluster
        report = bulk(store, ["enwiki-…-pages-articles-multistream.xml.bz2"], client)

``select`` chooses the pages (by title and text, in every language of the lexicons),
``dumps`` reads dumps and their multistream index (``mwxml``), ``plan`` cuts the sources into
partitions, ``partitions`` is what a worker runs, ``pipeline`` drives the run and writes,
``checkpoints`` makes it resumable (in the store's audit log), ``cluster`` connects to Dask.
Nothing here imports Dask until a run starts.
"""

from podium.bulk.cluster import cluster
from podium.bulk.pipeline import BulkReport, bulk

__all__ = ["BulkReport", "bulk", "cluster"]
