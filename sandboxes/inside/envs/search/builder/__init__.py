"""The search env's data builder's parts: the dictionary readers and the question templates
(its entry point is `sandboxes.inside.envs.search.build`)."""
