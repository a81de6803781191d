"""The FERTCG sandbox table: declare an attack or counter and see its chip cost step by step (#12)."""
