"""The search env's data builder (`build`): the corpus from dictionary packages (`sources`) and
questions from templates (`questions`), written to `data/search/`."""
